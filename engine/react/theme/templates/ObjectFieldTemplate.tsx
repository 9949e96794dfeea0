import { Section, SectionCard } from '@blueprintjs/core';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { FieldGroup } from '../../../derive/sections';
import { useTranslate } from '../../i18n/useTranslate';
import { engineFormContext, engineUiOptions, repeatsSectionTitle, widthClass } from '../engineUi';

function FieldGrid({ properties, uiSchema }: { properties: ObjectFieldTemplatePropertyType[]; uiSchema: ObjectFieldTemplateProps['uiSchema'] }) {
  return (
    <div className="vgn-form-grid">
      {properties.map((property) =>
        property.hidden ? (
          <div key={property.name} className="vgn-field-hidden">
            {property.content}
          </div>
        ) : (
          <div key={property.name} className={widthClass(engineUiOptions(uiSchema?.[property.name]).width)}>
            {property.content}
          </div>
        ),
      )}
    </div>
  );
}

/** Splits the root properties into the declared sections; a property no section lists goes first. */
export function propertiesBySection(
  properties: readonly ObjectFieldTemplatePropertyType[],
  sections: readonly FieldGroup[],
): { key: string; title?: string; properties: ObjectFieldTemplatePropertyType[] }[] {
  const sectionOf = new Map(sections.flatMap((s) => s.fields.map((f) => [f, s.key] as const)));
  const unsectioned = properties.filter((p) => !sectionOf.has(p.name));
  const groups = sections.map((s) => ({
    key: s.key,
    ...(s.title ? { title: s.title } : {}),
    properties: properties.filter((p) => sectionOf.get(p.name) === s.key),
  }));
  const all = unsectioned.length > 0 ? [{ key: '_rest', properties: unsectioned }, ...groups] : groups;
  return all.filter((g) => g.properties.length > 0);
}

/**
 * Objects: the root object of a generated form is laid out in its declared sections (Blueprint
 * sections with translated titles); nested objects get a titled fieldset.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, registry, fieldPathId, title, optionalDataControl } = props;
  const t = useTranslate();
  const isRoot = fieldPathId.path.length === 0;
  const sections = engineFormContext(registry.formContext).sections;
  if (isRoot && sections && sections.length > 0) {
    const groups = propertiesBySection(properties, sections);
    return (
      <div className="vgn-form-sections">
        {groups.map((group) => {
          const grid = <FieldGrid properties={group.properties} uiSchema={uiSchema} />;
          if (!group.title) return <div key={group.key}>{grid}</div>;
          return (
            <Section key={group.key} title={t(group.title)} compact className="vgn-form-section">
              <SectionCard>{grid}</SectionCard>
            </Section>
          );
        })}
      </div>
    );
  }
  const legend: ReactNode = isRoot || repeatsSectionTitle(registry.formContext, fieldPathId.path) ? null : <legend className="vgn-object-title">{t(engineUiOptions(uiSchema).label ?? title)}</legend>;
  return (
    <fieldset className="vgn-object" id={fieldPathId.$id}>
      {legend}
      {optionalDataControl}
      <FieldGrid properties={properties} uiSchema={uiSchema} />
    </fieldset>
  );
}
