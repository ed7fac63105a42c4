import { createContext, type ReactNode, type RefObject, useCallback, useContext, useRef } from 'react';

/** The question of the admin page that has unsaved work now (`useWarnBeforeLeaving`), if any. */
export const UnsavedWorkQuestion = createContext<RefObject<string | null> | null>(null);

/** Lets the admin layout's own ways out (Logout) ask the question of the page inside it. */
export function UnsavedWorkProvider({ children }: { children: ReactNode }) {
  const question = useRef<string | null>(null);
  return <UnsavedWorkQuestion.Provider value={question}>{children}</UnsavedWorkQuestion.Provider>;
}

/** Returns a check to run before leaving the page: true without unsaved work, else the admin's answer. */
export function useMayLeave(): () => boolean {
  const question = useContext(UnsavedWorkQuestion);
  return useCallback(() => !question?.current || window.confirm(question.current), [question]);
}
