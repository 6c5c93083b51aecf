import { useLoaderData } from 'react-router';

/** One route, a loader and a 12-item list: what a page costs when it does nothing else. */
export function loader() {
  return {
    items: Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: `Place ${index + 1}`,
      rating: 4 + (index % 10) / 10,
    })),
  };
}

export function meta() {
  return [{ title: 'Bare page' }];
}

export default function List() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Places</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name} · {item.rating.toFixed(1)}
          </li>
        ))}
      </ul>
    </main>
  );
}
