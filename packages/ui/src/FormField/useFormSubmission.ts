import {useCallback, useRef, useState} from 'react';
import {useMessages} from '../i18n/useMessages.ts';
import {
  submissionMessageKeys,
  submissionReducer,
  SUBMISSION_IDLE,
  type SubmissionEvent,
  type SubmissionMessages,
  type SubmissionOutcome,
  type SubmissionState,
} from './formSubmission.ts';

/** What {@link useFormSubmission} gives a form. */
export interface FormSubmission<R extends string> {
  /** Where the send stands. */
  state: SubmissionState<R>;
  /** The status region's text (sending, sent) in the page language, or null. */
  statusText: string | null;
  /** The alert region's text (failed) in the page language, or null. */
  alertText: string | null;
  /**
   * Sends: runs `task` unless a send is under way (then resolves null at once) and moves to sent
   * or failed by its outcome, which it passes on so the form can clear itself or navigate.
   */
  submit: <O extends SubmissionOutcome<R>>(task: () => Promise<O>) => Promise<O | null>;
  /** Fails without sending, e.g. the newsletter's empty address. */
  reject: (reason: R) => void;
  /** Back to idle, e.g. when a dialog opens again after a sent request. */
  reset: () => void;
}

/**
 * A form's send through the kit's transition table (formSubmission.ts): the form passes its
 * messages and a task, and renders `statusText` and `alertText` in its FormStatus.
 */
export function useFormSubmission<R extends string>(
  messages: SubmissionMessages<R>,
): FormSubmission<R> {
  const t = useMessages();
  const [state, setState] = useState<SubmissionState<R>>(SUBMISSION_IDLE);
  // The latest state, read synchronously: a second Enter before React re-renders is still ignored.
  const current = useRef<SubmissionState<R>>(SUBMISSION_IDLE);

  const dispatch = useCallback((event: SubmissionEvent<R>) => {
    const next = submissionReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);

  const submit = useCallback(
    async <O extends SubmissionOutcome<R>>(task: () => Promise<O>): Promise<O | null> => {
      // The table ignores a submit while sending: no second request goes out.
      if (current.current.status === 'sending') return null;
      dispatch({type: 'submit'});
      const outcome = await task();
      dispatch(outcome.ok ? {type: 'succeed'} : {type: 'fail', reason: outcome.reason});
      return outcome;
    },
    [dispatch],
  );
  const reject = useCallback((reason: R) => void dispatch({type: 'reject', reason}), [dispatch]);
  const reset = useCallback(() => void dispatch({type: 'reset'}), [dispatch]);

  const keys = submissionMessageKeys(state, messages);
  return {
    state,
    statusText: keys.status === null ? null : t(keys.status),
    alertText: keys.alert === null ? null : t(keys.alert),
    submit,
    reject,
    reset,
  };
}
