// Projects Map (/map/projects, internal): Project sites by their spec lines.
import { mapProjectsClustersRoute, mapProjectsReport, mapProjectsRoute } from '@specpulse/contract';
import { PointMapPage } from './point-map-page.tsx';

export default function ProjectsMapPage() {
  return (
    <PointMapPage
      title="Projects Map"
      route={mapProjectsRoute}
      clustersRoute={mapProjectsClustersRoute}
      report={mapProjectsReport}
      countLabel="Spec lines"
      exportName="projects_map"
    />
  );
}
