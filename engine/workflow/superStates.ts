import type { LovDeclaration } from '../declarations/bundle';

/** The super-state a new or manually initialised workflow is in (business spec §4: RWF_INIT shortcut). */
export const INIT_SUPER_STATE = 'INIT';

/** Keys of a state list's values that belong to a super-state (INIT …), as declared on the list's values. */
export function statesOfSuperState(list: Pick<LovDeclaration, 'values'>, superState: string = INIT_SUPER_STATE): string[] {
  return list.values.filter((v) => v.superState === superState).map((v) => v.key);
}
