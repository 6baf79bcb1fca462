import {NewsletterSignup, type NewsletterSignupProps} from '@schaufenster/ui';

/** Props of the newsletter island: the form's own. */
export type NewsletterIslandProps = NewsletterSignupProps;

/** The newsletter sign-up (spec §5 Newsletter) as an island. */
export function NewsletterIsland(props: NewsletterIslandProps) {
  return <NewsletterSignup {...props} />;
}
