/** An agent's full name, as their page and card title it. */
export const agentName = (agent: { firstName: string; lastName: string }) =>
  `${agent.firstName} ${agent.lastName}`.trim()
