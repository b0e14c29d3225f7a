// The two steps a new member is invited to after signing up (docs/product.md#onboarding), on the
// personal details route so the form is the same one: personal details, then the Opinion DNA
// quiz. Both can be skipped; the step is in the URL, so a reload or Back keeps the person's place.
import { Link, useNavigate } from 'react-router';
import { DemographicsForm } from '../../components/profile/DemographicsForm.tsx';
import { routePaths } from '../../lib/route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import type { DemographicsForm_query$key } from '../../components/profile/__generated__/DemographicsForm_query.graphql.ts';
import styles from './OnboardingSteps.module.css';

function StepCount({ step }: { step: 1 | 2 }) {
  return <p className={styles.stepCount}>Step {step} of 2</p>;
}

export function OnboardingDetailsStep({ queryRef }: { queryRef: DemographicsForm_query$key }) {
  const navigate = useNavigate();
  return (
    <PageColumn title="Welcome to Opinio!">
      <StepCount step={1} />
      <Card>
        <DemographicsForm
          queryRef={queryRef}
          intro="Tell us a little about yourself: it is private, and it makes the results by group possible. Every answer is optional."
          secondaryAction={<Link to={routePaths.onboarding(2)}>Skip</Link>}
          onSaved={() => void navigate(routePaths.onboarding(2))}
        />
      </Card>
    </PageColumn>
  );
}

export function OnboardingQuizStep() {
  return (
    <PageColumn title="Discover your Opinion DNA">
      <StepCount step={2} />
      <Card>
        <p className={styles.lead}>
          Answer the Opinion DNA quiz to see where you stand on the big questions of the day, and how you compare with
          everyone else.
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" className={styles.quizLink} to={routePaths.quiz('opiniondna')}>
            Take the Opinion DNA quiz (about 10 minutes)
          </ButtonLink>
          <Link to={routePaths.opinionFeed()}>Not now</Link>
        </div>
      </Card>
    </PageColumn>
  );
}
