// Icons of the project segments (spec doc 1 §3), by the configuration's icon name, else by segment name.
import type { ReactElement } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrainIcon from '@mui/icons-material/Train';

const byKey: Record<string, ReactElement> = {
  school: <SchoolIcon fontSize="small" />,
  education: <SchoolIcon fontSize="small" />,
  business: <BusinessIcon fontSize="small" />,
  work: <BusinessIcon fontSize="small" />,
  workplace: <BusinessIcon fontSize="small" />,
  localhospital: <LocalHospitalIcon fontSize="small" />,
  healthwellness: <LocalHospitalIcon fontSize="small" />,
  hotel: <HotelIcon fontSize="small" />,
  hospitality: <HotelIcon fontSize="small" />,
  train: <TrainIcon fontSize="small" />,
  infrastructuretransportation: <TrainIcon fontSize="small" />,
  home: <HomeIcon fontSize="small" />,
  residential: <HomeIcon fontSize="small" />,
  storefront: <StorefrontIcon fontSize="small" />,
  store: <StorefrontIcon fontSize="small" />,
  retail: <StorefrontIcon fontSize="small" />,
};

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

export function segmentIcon(segment: { name: string; icon?: string | null }): ReactElement {
  return (
    byKey[normalise(segment.icon ?? '')] ??
    byKey[normalise(segment.name)] ?? <CategoryIcon fontSize="small" />
  );
}
