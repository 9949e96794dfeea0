import { typeOfId } from '../../engine/ids';
import type { Registry } from '../../engine/registry/registry';
import type { FieldError } from '../../engine/validation/fieldErrors';
import { notAllowed, ValidationFailedError } from '../items/errors';
import type { ItemFields } from '../items/itemShape';
import type { ItemStore } from '../items/itemStore';
import type { WriteRule } from '../items/writeRules';
import type { PermissionService } from '../permissions/permissionService';
import { mayEditLovValue, type LovValueTarget } from './lovEditPermission';
import type { LovValueIndex } from './lovValueIndex';

export interface LovValueRuleDeps {
  permissions: PermissionService;
  index: LovValueIndex;
  store: ItemStore;
}

function targetOf(fields: ItemFields): LovValueTarget {
  const target: LovValueTarget = { list: typeof fields.list === 'string' ? fields.list : '' };
  if (typeof fields.owner === 'string') target.owner = fields.owner;
  return target;
}

const fieldError = (path: string, messageId: string): FieldError => ({ path, messageId, values: {} });

/**
 * What a LOVValue must mean beyond its schema: a declared list; an owner only for lists with an
 * ownerType, of that type and existing; no second value with the same list, owner and key (a shared
 * value may carry a declared key: it relabels or archives the declared value).
 */
function meaningErrors(deps: LovValueRuleDeps, registry: Registry, fields: ItemFields, selfId: string | undefined): FieldError[] {
  if (typeof fields.list !== 'string' || typeof fields.key !== 'string') return [];
  const lov = registry.lovs.get(fields.list);
  if (!lov) return [fieldError('/list', 'errors.invalid')];
  const owner = typeof fields.owner === 'string' ? fields.owner : undefined;
  if (owner !== undefined && (!lov.ownerType || typeOfId(owner) !== lov.ownerType || !deps.store.getRow(owner))) {
    return [fieldError('/owner', 'errors.relatedItem')];
  }
  const twin = deps.index.storedValues(fields.list).find((value) => value.id !== selfId && value.key === fields.key && value.owner === owner);
  return twin ? [fieldError('/key', 'errors.invalid')] : [];
}

/**
 * The write rule of LOVValue items: it alone decides who writes them (business spec section 6,
 * see mayEditLovValue), checking the value before the write and, on update and delete, the value
 * as stored (nobody moves a value out of, or into, a list or owner they may not edit).
 */
export function lovValueWriteRule(deps: LovValueRuleDeps): WriteRule {
  return {
    mode: 'replace',
    check({ actor, registry, current, next }) {
      for (const fields of [current, next]) {
        if (fields && !mayEditLovValue(deps.permissions, actor, registry, targetOf(fields))) {
          throw notAllowed(`may not edit values of ${JSON.stringify(fields.list)}${typeof fields.owner === 'string' ? ` for ${fields.owner}` : ''}`);
        }
      }
      const errors = next ? meaningErrors(deps, registry, next, current?.$id) : [];
      if (errors.length > 0) throw new ValidationFailedError(errors);
    },
  };
}
