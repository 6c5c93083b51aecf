import { data } from 'react-router';

/** A widget address that names nothing (`embed/business` without its business): the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function EmbedNotFound() {
  return null;
}
