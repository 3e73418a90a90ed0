import { COMMISSION_STAGES, type CommissionDetail, type CommissionStage } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { Button } from '../ui/Button.tsx';
import { moveStage, wantsOverride } from './commission-actions.ts';
import { CommissionSection } from './CommissionSection.tsx';
import { OverrideDialog } from './OverrideDialog.tsx';
import { StageSteps } from './StageSteps.tsx';
import { COMMISSION_TEXT, COMMISSIONS_TEXT } from './text.ts';

/**
 * Where the commission stands, and the move to another stage (If-Match: the version shown). It
 * may skip stages; it may not go back before a payment stage it reached, so those are not
 * offered. A move the money is not in for yet says why and offers the override.
 */
export function StageSection({ commission }: { commission: CommissionDetail }) {
  const [target, setTarget] = useState<CommissionStage | ''>('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ stage: CommissionStage; message: string } | null>(null);
  const earliest = COMMISSION_STAGES.indexOf(commission.earliestStage);
  const options = COMMISSION_STAGES.filter((stage, index) => stage !== commission.stage && index >= earliest).map((stage) => ({ value: stage, label: COMMISSIONS_TEXT.stages[stage] }));

  async function move(stage: CommissionStage, reason: string | null): Promise<boolean> {
    setPending(true);
    const outcome = await moveStage(commission, stage, reason, { title: COMMISSION_TEXT.moved(COMMISSIONS_TEXT.stages[stage]) }, COMMISSION_TEXT.moveFailed);
    setPending(false);
    if (outcome.kind === 'refused' && wantsOverride(commission.stage, stage, reason, outcome.code)) {
      setRefusal({ stage, message: outcome.message });
      return false;
    }
    setRefusal(null);
    if (outcome.kind === 'done') setTarget('');
    return outcome.kind === 'done';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (target !== '') void move(target, null);
  }

  return (
    <CommissionSection id="commission-stage" title={COMMISSION_TEXT.stageTitle}>
      <StageSteps stage={commission.stage} />
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SelectField
          label={COMMISSION_TEXT.moveTo}
          placeholder={COMMISSION_TEXT.choose}
          options={options}
          value={target}
          hint={earliest > 0 ? COMMISSION_TEXT.stageLocked : undefined}
          onChange={(event) => setTarget(event.target.value as CommissionStage | '')}
        />
        <Button type="submit" variant="outline" className="min-h-12" disabled={pending || target === ''}>
          {pending ? COMMISSION_TEXT.moving : COMMISSION_TEXT.move}
        </Button>
      </form>
      <OverrideDialog
        refusal={refusal && { stageName: COMMISSIONS_TEXT.stages[refusal.stage], message: refusal.message }}
        onConfirm={(reason) => (refusal ? move(refusal.stage, reason) : Promise.resolve(false))}
        onClose={() => setRefusal(null)}
      />
    </CommissionSection>
  );
}
