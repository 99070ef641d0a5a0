// Searches Map (/map/searches, internal): Searches by the searcher's city.
import { mapSearchesClustersRoute, mapSearchesReport, mapSearchesRoute } from '@specpulse/contract';
import { PointMapPage } from './point-map-page.tsx';

export default function SearchesMapPage() {
  return (
    <PointMapPage
      title="Searches Map"
      route={mapSearchesRoute}
      clustersRoute={mapSearchesClustersRoute}
      report={mapSearchesReport}
      countLabel="Searches"
      exportName="searches_map"
    />
  );
}
