import ts from 'typescript';

/**
 * Type-checks in-memory files (paths relative to a virtual root) with the project's strictness,
 * returning every diagnostic as text: generated modules must compile, not merely look right.
 */
export function compileVirtual(files: Record<string, string>): string[] {
  const root = '/virtual/';
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const virtual = new Map(Object.entries(files).map(([path, content]) => [root + path, content]));
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  host.getSourceFile = (name, language, onError, shouldCreate) => {
    const content = virtual.get(name);
    return content === undefined ? realGetSourceFile(name, language, onError, shouldCreate) : ts.createSourceFile(name, content, language);
  };
  host.fileExists = (name) => virtual.has(name) || realFileExists(name);
  host.readFile = (name) => virtual.get(name) ?? realReadFile(name);
  // Module resolution first asks whether the importing file's folder exists.
  const realDirectoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => [...virtual.keys()].some((path) => path.startsWith(`${name.replace(/\/$/, '')}/`)) || (realDirectoryExists?.(name) ?? false);
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
