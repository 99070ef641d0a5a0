// The current route's :brandIds and :firmId, parsed (see id-list.ts).
import { useParams } from 'react-router';
import { parseBrandIds, parseFirmId } from './id-list.ts';

export const useBrandIdsParam = () => parseBrandIds(useParams().brandIds);
export const useFirmIdParam = () => parseFirmId(useParams().firmId);
