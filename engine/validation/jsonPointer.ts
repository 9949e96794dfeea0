/** Escapes one JSON pointer segment (RFC 6901): "~" becomes "~0", "/" becomes "~1". */
export function pointerSegment(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Pointer of a child: childPointer("/address", "city") -> "/address/city". */
export function childPointer(parent: string, name: string): string {
  return `${parent}/${pointerSegment(name)}`;
}
