import type { FieldsSchema, ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import type { ChoiceTitles } from '../choiceTitles';

/** A form as the collection page uses it: its questions are an item type's schema and fields. */
export interface CollectForm {
  id: string;
  label: string;
  formType: 'trip' | 'record';
  maxPhotos: number;
  maxVideos: number;
  form?: { schema: FieldsSchema; fields?: ItemTypeDeclaration['fields']; choiceTitles?: ChoiceTitles };
}

export interface CollectProgram {
  id: string;
  label: string;
  forms: CollectForm[];
}

/** The answer of act/geokeeper.collectChoices. */
export interface CollectChoices {
  programs: CollectProgram[];
}
