import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { controlClass, labelClass } from '../../components/field';

/**
 * The "Show" choice above an operator's queue (NGO checks, reports): which of its states the
 * list shows. The page keeps the choice and says what each state is called.
 */
export function ShowFilter<Value extends string>(props: {
  value: Value;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (value: Value) => void;
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={props.className}>
      <label htmlFor={id} className={labelClass}>
        <Trans>Show</Trans>
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as Value)}
        className={props.selectClassName ?? controlClass}
      >
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.labelOf(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
