import type { LovDeclaration } from '../declarations/bundle';

/** Keys users may pick now: values without a state are ACTIVE. */
export function activeLovKeys(lov: LovDeclaration): string[] {
  return lov.values.filter((v) => (v.state ?? 'ACTIVE') === 'ACTIVE').map((v) => v.key);
}

/** Every key the list ever had, ARCHIVED included, so stored values stay valid. */
export function allLovKeys(lov: LovDeclaration): string[] {
  return lov.values.map((v) => v.key);
}
