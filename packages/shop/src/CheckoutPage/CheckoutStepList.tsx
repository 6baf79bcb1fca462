import {useEffect, useRef, type RefObject} from 'react';
import type {MessageKey} from '@schaufenster/core';
import {useMessages} from '@schaufenster/ui';
import {FORM_STEPS, type CheckoutStep, type FormStep} from './checkoutFlow.ts';
import styles from './CheckoutPage.module.css';

/** The message key naming each form step. */
const STEP_NAMES: Readonly<Record<FormStep, MessageKey>> = {
  address: 'checkoutStepAddress',
  shipping: 'checkoutStepShipping',
  payment: 'checkoutStepPayment',
  review: 'checkoutStepReview',
};

/** The heading text of a form step: "Schritt 2 von 4: Versand". */
export function useStepTitle(step: FormStep): string {
  const t = useMessages();
  return t('checkoutStepHeading', {
    number: FORM_STEPS.indexOf(step) + 1,
    total: FORM_STEPS.length,
    name: t(STEP_NAMES[step]),
  });
}

/**
 * A ref for the step heading that takes focus whenever the screen changes (not on the first
 * render), so keyboard and screen-reader users start at the top of the new step.
 */
export function useStepHeading(screen: CheckoutStep): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    ref.current?.focus();
  }, [screen]);
  return ref;
}

/** Props of {@link CheckoutStepList}. */
export interface CheckoutStepListProps {
  /** The step the shopper is in. */
  current: FormStep;
}

/** The four form steps in order, the current one marked with aria-current="step". */
export function CheckoutStepList({current}: CheckoutStepListProps) {
  const t = useMessages();
  const index = FORM_STEPS.indexOf(current);
  return (
    <nav className={styles.steps} aria-label={t('checkoutStepsLabel')}>
      <ol>
        {FORM_STEPS.map((step, position) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
          >
            {t(STEP_NAMES[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
