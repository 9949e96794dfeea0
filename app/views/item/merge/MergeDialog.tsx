import { Button, Classes, Dialog, DialogBody, DialogFooter, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CellView } from '../../../../engine/react/cells/cellRenderers';
import { isEmptyValue } from '../../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../../engine/react/services/EngineContext';
import { lovOwnerProp } from '../../../../engine/react/views/fieldValue';
import { labelsOf, type ItemRecord } from '../../../../engine/react/views/itemRecord';
import { fieldDisplay } from '../../../../engine/registry/fieldDisplay';
import { resolveFieldPath } from '../../../../engine/registry/fieldPaths';
import type { FieldValues } from '../../../../engine/react/theme/formData';
import { allChoices, type MergeChoice } from './threeWayMerge';
import './merge.css';

export interface MergeDialogProps {
  isOpen: boolean;
  type: string;
  /** The newest stored version (theirs), with its $labels. */
  stored: ItemRecord;
  /** The user's form values (mine). */
  draft: FieldValues;
  /** The fields whose values differ between mine and theirs, in form order. */
  fields: readonly string[];
  /** Of those, the ones the server changed too (the others only the user changed). */
  conflicts: readonly string[];
  onApply: (choices: Record<string, MergeChoice>) => void;
  onClose: () => void;
}

/** One field's value as the item page shows it: its cell, or a dash when empty. */
function FieldValue({ type, field, value, stored }: { type: string; field: string; value: unknown; stored: ItemRecord }) {
  const { registry } = useEngine();
  const declaration = registry.types.get(type)?.declaration;
  if (!declaration || isEmptyValue(value)) {
    return (
      <span className="vgn-view-empty">
        <FormattedMessage id="staleEdit.empty" />
      </span>
    );
  }
  const { label, cell } = fieldDisplay(declaration, field);
  const schema = resolveFieldPath(declaration.schema, field);
  const labels = labelsOf(stored);
  // The values are those of the edited item: an owner-specific list resolves through the stored item's owner.
  return (
    <CellView
      cell={cell}
      value={value}
      {...(schema ? { schema } : {})}
      {...(labels ? { labels } : {})}
      {...lovOwnerProp(registry, declaration, { field, label, cell }, { ...stored, [field]: value })}
    />
  );
}

function FieldChoice(props: { type: string; field: string; mine: unknown; theirs: unknown; stored: ItemRecord; conflict: boolean; choice: MergeChoice; onChoose: (choice: MergeChoice) => void }) {
  const { type, field, stored, conflict, choice, onChoose } = props;
  const t = useTranslate();
  const { registry } = useEngine();
  const declaration = registry.types.get(type)?.declaration;
  const label = t(declaration ? fieldDisplay(declaration, field).label : field);
  const option = (side: MergeChoice, value: unknown) => (
    <Radio
      value={side}
      className={`vgn-merge-option${choice === side ? ' vgn-merge-option-chosen' : ''}`}
      labelElement={
        <span className="vgn-merge-option-body">
          <span className="vgn-merge-side">
            <FormattedMessage id={side === 'mine' ? 'staleEdit.mine' : 'staleEdit.theirs'} />
          </span>
          <span className="vgn-merge-value">
            <FieldValue type={type} field={field} value={value} stored={stored} />
          </span>
        </span>
      }
    />
  );
  return (
    <fieldset className="vgn-merge-field" data-field={field}>
      <legend className="vgn-merge-legend">
        <span>{label}</span>
        {conflict ? (
          <Tag minimal intent="warning" className="vgn-merge-tag">
            <FormattedMessage id="staleEdit.changedByBoth" />
          </Tag>
        ) : (
          <Tag minimal className="vgn-merge-tag">
            <FormattedMessage id="staleEdit.changedByYou" />
          </Tag>
        )}
      </legend>
      <RadioGroup selectedValue={choice} onChange={(event) => onChoose(event.currentTarget.value === 'theirs' ? 'theirs' : 'mine')} className="vgn-merge-options">
        {option('mine', props.mine)}
        {option('theirs', props.theirs)}
      </RadioGroup>
    </fieldset>
  );
}

/**
 * The merge dialog of an edit overtaken by a change on the server: every field whose value differs
 * between the user's form and the stored item, each with "mine" or "theirs" (the user's value first:
 * these are fields the user changed). Fields only the server changed are already in the form and
 * not asked about. Applying puts the chosen values in the form, based on the stored version.
 */
export function MergeDialog({ isOpen, type, stored, draft, fields, conflicts, onApply, onClose }: MergeDialogProps) {
  const intl = useIntl();
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  // Each opening starts from the user's own values.
  useEffect(() => {
    if (isOpen) setChoices(allChoices(fields, 'mine'));
  }, [isOpen, fields]);
  const conflictSet = new Set(conflicts);
  const choiceOf = (field: string): MergeChoice => choices[field] ?? 'mine';
  const complete = () => Object.fromEntries(fields.map((field) => [field, choiceOf(field)]));
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage({ id: 'staleEdit.title' })} icon="git-merge" className="vgn-merge-dialog">
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="staleEdit.intro" />
        </p>
        {fields.map((field) => (
          <FieldChoice
            key={field}
            type={type}
            field={field}
            mine={draft[field]}
            theirs={stored[field]}
            stored={stored}
            conflict={conflictSet.has(field)}
            choice={choiceOf(field)}
            onChoose={(choice) => setChoices((current) => ({ ...current, [field]: choice }))}
          />
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>
              <FormattedMessage id="app.cancel" />
            </Button>
            <Button intent="primary" icon="tick" onClick={() => onApply(complete())}>
              <FormattedMessage id="app.apply" />
            </Button>
          </>
        }
      >
        <div className="vgn-merge-all">
          <Button variant="outlined" onClick={() => setChoices(allChoices(fields, 'mine'))}>
            <FormattedMessage id="staleEdit.keepAllMine" />
          </Button>
          <Button variant="outlined" onClick={() => setChoices(allChoices(fields, 'theirs'))}>
            <FormattedMessage id="staleEdit.takeAllTheirs" />
          </Button>
        </div>
      </DialogFooter>
    </Dialog>
  );
}
