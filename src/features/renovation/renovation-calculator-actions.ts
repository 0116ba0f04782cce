'use server'
import type { FormState } from '@/lib/forms/form-state'
import { formInput } from '@/lib/forms/form-values'
import { navigateSteps, stepOf } from '@/lib/forms/form-steps'
import { acceptRequest } from '@/server/requests/accept-request.server'
import {
  calculatorArrayFields,
  calculatorErrors,
  calculatorSteps,
  resultStep,
} from './renovation-calculator-schemas'
import { estimateRenovation, type RenovationEstimate } from './renovation-estimate'
import { renovationExpertRequest } from './renovation-expert-request.server'

/** The calculator's answer: the form state and, on the result step, the server's estimate. */
export type CalculatorState = FormState & { estimate: RenovationEstimate | null }

/**
 * Every step of the renovation calculator posts here (with JavaScript too, so the estimate is
 * always computed on the server). Moving between steps and calculating store nothing; only the
 * result step's "have an expert call me" is a request, stored by processRequest.
 */
export async function submitRenovationCalculator(
  _state: FormState,
  formData: FormData,
): Promise<CalculatorState> {
  const state =
    navigateSteps(calculatorSteps, formData, { arrayFields: calculatorArrayFields }) ??
    (await acceptRequest(renovationExpertRequest, 'feedback/renovation-expert', formData))
  const shown = { ...state, errors: calculatorErrors(state.errors) }
  const estimate =
    stepOf(calculatorSteps, shown) === resultStep
      ? estimateRenovation(formInput(formData, calculatorArrayFields))
      : null
  return { ...shown, estimate }
}
