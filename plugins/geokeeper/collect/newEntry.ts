import type { QueuedEntry, QueuedPhoto } from './collectStore';
import type { CollectForm } from './collectTypes';
import type { DevicePosition } from './devicePosition';

export interface NewEntryInput {
  userId: string;
  programId: string;
  form: CollectForm;
  label: string;
  answers: Record<string, unknown>;
  position: DevicePosition | undefined;
  photos: QueuedPhoto[];
  tripUuid?: string;
  /** Consultations and organizations the data is about (plugins/geokeeper/README.md). */
  related: readonly string[];
}

/** A trip or record as the device queues it: the fields of create/GeoKeeperFieldData, stamped now. */
export function newEntry(input: NewEntryInput): QueuedEntry {
  const fields: Record<string, unknown> = {
    label: input.label,
    program: input.programId,
    formDef: input.form.id,
    state: 'ACTIVE',
    collected: new Date().toISOString(),
    formData: input.answers,
    ...(input.position ? { location: input.position.location, accuracy: input.position.accuracy } : {}),
    ...(input.related.length > 0 ? { related: [...input.related] } : {}),
  };
  return {
    uuid: crypto.randomUUID(),
    userId: input.userId,
    seq: Date.now() + Math.random(),
    formType: input.form.formType,
    ...(input.tripUuid === undefined ? {} : { tripUuid: input.tripUuid }),
    fields,
    photos: input.photos,
    status: 'queued',
    attempts: 0,
  };
}
