import { ReturnAnswer } from '../../../../contract/stay'
import { api } from '../../../lib/api-client'
import { stayPath } from './stay-query'

export type ReturnOutcome = ReturnAnswer['outcome']

/** Back from Paystack: the server verifies `reference` with Paystack and counts it once. */
export const reportReturn = (token: string, reference: string) =>
  api.post(`${stayPath(token)}/return`, { reference }, ReturnAnswer)
