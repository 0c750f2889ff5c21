/** Shapes of the form calls (docs/help-service-api.md "Forms"). */
export type FieldType = 'text' | 'textarea' | 'number' | 'email' | 'phone' | 'select' | 'multiSelect' | 'date' | 'file' | 'agreement';

export interface FormFieldDefinition {
  name: string;
  type: FieldType;
  label: string;
  help: string;
  required: boolean;
  min: number | string | null;
  max: number | string | null;
  pattern: string | null;
  patternHint: string;
  options: Array<{ value: string; label: string }>;
  accept?: string;
  maxFileBytes?: number;
}

export interface FormDefinition {
  formId: string;
  type: 'common' | 'paper' | 'cooperation' | 'feedback';
  title: string;
  intro: string;
  open: boolean;
  fields: FormFieldDefinition[];
}

export interface FieldError { field: string; message: string }
