import type { BusinessDetailDto } from '@kalendo/contracts';
import { useRouteLoaderData } from 'react-router';
import { businessMeta } from '../../features/business/business-meta.ts';
import { BusinessPage } from '../../features/business/components/business-page.tsx';
import { rootDataOf } from '../../lib/root-data.ts';
import type { Route } from './+types/business';
import type { loader as layoutLoader } from './business-layout.tsx';

const LAYOUT_ID = 'routes/embed/business-layout';

export const meta: Route.MetaFunction = ({ matches }) =>
  businessMeta(
    rootDataOf(matches),
    (
      matches.find((match) => match?.id === LAYOUT_ID)?.loaderData as
        | { business?: BusinessDetailDto }
        | undefined
    )?.business,
  );

/** The widget's start for a business: its places, each leading to its services in the widget. */
export default function BusinessWidget() {
  const layout = useRouteLoaderData<typeof layoutLoader>(LAYOUT_ID);
  if (!layout) return null;
  return <BusinessPage business={layout.business} linkCategory={false} />;
}
