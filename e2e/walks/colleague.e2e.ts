// Every page the colleague account may open, in both colour schemes and at 320 px (account-walks.ts).
import { accountWalks } from './account-walks.ts';

accountWalks('colleague');
