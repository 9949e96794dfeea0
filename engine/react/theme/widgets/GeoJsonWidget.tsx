import { Button, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { geometryOfGeoJson, geometrySummary } from '../../../format/geometry';
import { GeometrySummaryText } from '../../cells/GeoJsonCell';
import { useTranslate } from '../../i18n/useTranslate';
import { parseJsonInput } from './JsonWidget';
import { useControlProps } from './widgetSupport';

/** One line that wraps: a geometry's positions indented one number per line would run for pages. */
function geometryText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** Larger files are refused before reading: a geometry field is one shape, not a data set to import. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * A GeoJSON geometry pasted as text or read from a .geojson/.json file. A Feature, or a
 * FeatureCollection of one feature, is reduced to its geometry; text that does not parse stays in
 * the editor with a notice and leaves the value as it was. The summary under the editor (type,
 * vertices, bounds) tells at a glance whether the right shape came in; the shared validation
 * explains anything else.
 */
export function GeoJsonWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const [text, setText] = useState(() => geometryText(props.value));
  const [notice, setNotice] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const stored = geometryText(props.value);
  useEffect(() => {
    setText((current) => {
      const parsed = parseJsonInput(current);
      return parsed.ok && geometryText(geometryOfGeoJson(parsed.value)) === stored ? current : stored;
    });
  }, [stored]);

  const accept = (next: string): void => {
    setText(next);
    const parsed = parseJsonInput(next);
    setNotice(parsed.ok ? undefined : 'views.form.invalidJson');
    if (parsed.ok) props.onChange(geometryOfGeoJson(parsed.value));
  };

  const readFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setNotice('geojson.fileTooLarge');
      return;
    }
    file.text().then(accept, () => setNotice('geojson.fileUnreadable'));
  };

  const summary = geometrySummary(props.value);
  return (
    <div className="vgn-geojson-widget">
      <TextArea
        {...control}
        className="vgn-json-input"
        value={text}
        spellCheck={false}
        placeholder={control.placeholder ?? t('geojson.placeholder')}
        onChange={(event) => accept(event.target.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
        intent={notice ? 'danger' : control.intent}
        autoResize
        fill
      />
      <div className="vgn-geojson-actions">
        <Button icon="upload" small disabled={control.disabled || control.readOnly} onClick={() => fileInput.current?.click()} text={t('geojson.upload')} />
        <input ref={fileInput} type="file" accept=".geojson,.json,application/geo+json,application/json" hidden onChange={readFile} aria-label={t('geojson.upload')} />
        {summary ? (
          <span className="vgn-geojson-summary">
            <GeometrySummaryText summary={summary} />
          </span>
        ) : null}
      </div>
      {notice ? <div className="vgn-field-error-text">{t(notice)}</div> : null}
    </div>
  );
}
