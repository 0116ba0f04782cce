'use client'
import { RequiredMark } from '@/lib/forms/components/fields'
import { useFieldErrorText } from '@/lib/forms/components/field-error-text'
import { useField } from '@/lib/forms/components/form-context'
import { SlotPicker } from './slot-picker'
import type { SlotPickerModel } from './slot-picker-model'

/**
 * The slot picker as a field of a `RequestForm`: its error (`forms.errors.<code>` with the
 * field's label) and the slot chosen before a refusal come from the form, and its id is the one
 * the error banner links to (the first bookable radio).
 */
export function SlotPickerField({
  name,
  model,
  required = true,
}: {
  name: string
  model: SlotPickerModel
  required?: boolean
}) {
  const field = useField(name)
  const errorText = useFieldErrorText()
  return (
    <SlotPicker
      name={name}
      id={field.id}
      model={model}
      required={required}
      legendSuffix={<RequiredMark required={required} />}
      error={
        field.error && (
          <>
            <span aria-hidden="true">⚠ </span>
            {errorText(field.error, field.label)}
          </>
        )
      }
      defaultValue={typeof field.value === 'string' ? field.value : undefined}
    />
  )
}
