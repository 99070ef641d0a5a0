// Specs Map (/map/specs, internal): Spec lines by the city of their project.
import { mapSpecsClustersRoute, mapSpecsReport, mapSpecsRoute } from '@specpulse/contract';
import { PointMapPage } from './point-map-page.tsx';

export default function SpecsMapPage() {
  return (
    <PointMapPage
      title="Specs Map"
      route={mapSpecsRoute}
      clustersRoute={mapSpecsClustersRoute}
      report={mapSpecsReport}
      countLabel="Spec lines"
      exportName="specs_map"
    />
  );
}
