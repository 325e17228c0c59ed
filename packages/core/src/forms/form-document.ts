import type { FieldCode } from '../error-catalogue';
import { VALUE_TYPE_BY_FIELD_TYPE, type FormGroup } from '../entities/form';
import { FORM_LIMITS } from './form-limits';
import { problemOf } from './form-values';

/** One problem of a form the owner saves: where (a dotted path under `body`) and which catalogue code. */
export type FormDocumentProblem = { field: string; code: FieldCode; params?: Record<string, string | number> };

/**
 * What stops a form from working for members, beyond its schema: field ids (or group ids) repeated within the form, a
 * value type that does not follow the field type, a multi_select without options, bounds out of
 * order, a default or quiz answer the field itself would refuse, groups nested too deeply.
 */
export function formDocumentProblems(groups: readonly FormGroup[]): FormDocumentProblem[] {
  const problems: FormDocumentProblem[] = [];
  const groupIds = new Set<string>();
  const fieldIds = new Set<string>();
  let fieldCount = 0;
  const walk = (list: readonly FormGroup[], path: string, depth: number) => {
    list.forEach((group, g) => {
      const groupPath = `${path}.${g}`;
      if (depth > FORM_LIMITS.depth) problems.push({ field: groupPath, code: 'too_deep' });
      if (groupIds.has(group.id)) problems.push({ field: `${groupPath}.id`, code: 'invalid' });
      groupIds.add(group.id);
      group.form_fields.forEach((field, f) => {
        fieldCount += 1;
        const at = `${groupPath}.form_fields.${f}`;
        if (fieldIds.has(field.id)) problems.push({ field: `${at}.id`, code: 'invalid' });
        fieldIds.add(field.id);
        if (VALUE_TYPE_BY_FIELD_TYPE[field.field_type] !== field.value_type) problems.push({ field: `${at}.value_type`, code: 'invalid' });
        if (field.field_type === 'multi_select' && field.options.length === 0) problems.push({ field: `${at}.options`, code: 'required' });
        if (field.field_type === 'multi_select' && new Set(field.options).size !== field.options.length) problems.push({ field: `${at}.options`, code: 'invalid' });
        if (field.min_value !== null && field.max_value !== null && field.min_value > field.max_value) {
          problems.push({ field: `${at}.max_value`, code: 'value_between', params: { min: field.min_value, max: field.min_value } });
        }
        const asOptional = { ...field, is_required: false };
        for (const key of ['default_value', 'correct_answer'] as const) {
          const value = field[key];
          if (value === null || value === '' || field.field_type === 'image_upload') continue;
          const problem = problemOf(asOptional, field.field_type === 'multi_select' && !value.startsWith('[') ? JSON.stringify([value]) : value);
          if (problem) problems.push({ field: `${at}.${key}`, ...problem });
        }
      });
      walk(group.form_groups, `${groupPath}.form_groups`, depth + 1);
    });
  };
  walk(groups, 'body.form_groups', 1);
  if (fieldCount > FORM_LIMITS.fields) problems.push({ field: 'body.form_groups', code: 'invalid' });
  return problems;
}
