import { PayAnswer } from '../../../../contract/stay'
import { api } from '../../../lib/api-client'
import { stayPath } from './stay-query'

/**
 * Starts paying with Paystack what the stay asks now (the server decides the amount): the address
 * of Paystack's checkout. `email` only when the request had none (Paystack needs one).
 */
export const startPayment = (token: string, email: string | undefined) =>
  api.post(`${stayPath(token)}/pay`, email ? { email } : {}, PayAnswer)
