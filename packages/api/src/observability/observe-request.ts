/** An API request once answered: its route pattern (`/locations/:slug/availability`), status and duration. */
export interface AnsweredRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/** Told of every API request, from the network or from a page in process (metrics, ADR 021). */
export type ObserveRequest = (request: AnsweredRequest) => void;
