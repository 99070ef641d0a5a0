// Offices Map (/map/offices, internal): Design-firm offices by the projects they worked on.
import { mapOfficesClustersRoute, mapOfficesReport, mapOfficesRoute } from '@specpulse/contract';
import { PointMapPage } from './point-map-page.tsx';

export default function OfficesMapPage() {
  return (
    <PointMapPage
      title="Offices Map"
      route={mapOfficesRoute}
      clustersRoute={mapOfficesClustersRoute}
      report={mapOfficesReport}
      countLabel="Projects"
      exportName="offices_map"
    />
  );
}
