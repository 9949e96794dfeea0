import { useCallback, useState } from 'react';

/** A question the user answers in a dialog, awaited like window.confirm but rendered by Blueprint. */
export interface PendingQuestion {
  messageId: string;
  answer: (yes: boolean) => void;
}

export function useConfirm(): { question: PendingQuestion | undefined; ask: (messageId: string) => Promise<boolean> } {
  const [question, setQuestion] = useState<PendingQuestion | undefined>(undefined);
  const ask = useCallback(
    (messageId: string) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          messageId,
          answer: (yes) => {
            setQuestion(undefined);
            resolve(yes);
          },
        });
      }),
    [],
  );
  return { question, ask };
}
