import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/FormAlert';
import type { ProblemAction, PurchaseProblem } from './purchase-problem';
import styles from '../checkout.module.css';

type Handlers = Partial<Record<ProblemAction, () => void>>;

const labels: Record<ProblemAction, string> = { 'sign-in': 'checkout.actions.signIn', retry: 'checkout.actions.retry', help: 'checkout.actions.help' };

/**
 * A purchase message (SPEC §8) where it happened, with the ways out it allows: Sign In, Retry,
 * Get help. Always in the page (empty when all is well), so the message is announced at once.
 */
export function PurchaseMessage({ problem, on }: { problem: PurchaseProblem | null; on: Handlers }) {
  const { t } = useTranslation();
  if (!problem) return <FormAlert />;
  const actions = problem.actions.filter((action) => on[action]);
  return (
    <FormAlert>
      <span data-problem={problem.code}>{problem.message}</span>
      {actions.length > 0 ? (
        <span className={styles.problemActions}>
          {actions.map((action) => (
            <button key={action} type="button" className={styles.linkButton} onClick={on[action]}>
              {t(labels[action])}
            </button>
          ))}
        </span>
      ) : null}
    </FormAlert>
  );
}
