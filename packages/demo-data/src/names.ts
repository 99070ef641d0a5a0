// Fictional names for the demo market: brands, products, firms, owners, contractors, projects and people.
import type { Rng } from './random.ts';

// Brand names read like the industry's: a founder's surname ('Hartley Seating'), a place ('Millbrook Flooring') or a
// coined stem ('Keltra', start + end; 'Norivane', start + middle + end), with a suffix saying what the brand makes;
// real industry names are refused below. A stem is the first word of a brand name, and fresh stems are preferred,
// so a market of a few thousand brands rarely reuses one.
const stemStarts =
  'Al Bel Cal Dor El Fen Gal Har Ist Jun Kel Lor Mar Nor Or Pel Quin Ros Sel Tor Ul Val Wyn Yar Zel Ash Bri Cor Dal Est Fal Gren Hal Ken Lin Mer Nev Ost Pra Rav Sol Tam Ven Wes Ard Ber Bran Cael Dar Del Emb Ev Fer Gar Gil Hel Hes Il Jor Kal Kor Lev Lum Mal Mor Nal Ol Per Quor Rem Ren Sar Sav Tav Tel Var Ver Wen Wil Xan Yor Zan Ast Brel Cen Dov Ely Fyr Hav Kest Liv Mir Nov Orn Pav Rel Sten Tral Vel Wray'.split(
    ' ',
  );
const stemMiddles = 'a e i o ri lo va ne ta mi so ra de ka li no ve ro'.split(' ');
const stemEnds =
  'ara ex ion ova wick ton ford mere vale ridge stone brook field haven crest wood line loft form craft ley den mont bury ent ano ora ix is en vane tra ric via dell ium ero eta ane ista vell rion mark wynn dale stead anta ven lan tec rex vox nia lis ran mar dor tis rell ia ica'.split(
    ' ',
  );
const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Suffixes by what the brand mainly makes: its leading sub-category first. */
const subCategorySuffixes: Record<string, string[]> = {
  'Carpet Tile': ['Carpet', 'Carpet Mills', 'Floorcoverings', 'Modular Flooring'],
  'Broadloom Carpet': ['Carpet Mills', 'Carpets', 'Looms', 'Weavers'],
  'LVT/LVP': ['Floors', 'Flooring', 'Resilient', 'Vinyl Floors'],
  'Sheet Vinyl': ['Resilient', 'Flooring', 'Floors'],
  Rubber: ['Rubber', 'Rubber Flooring', 'Resilient'],
  Linoleum: ['Linoleum', 'Floors', 'Flooring'],
  'Resilient Base': ['Resilient', 'Profiles', 'Flooring Accessories'],
  'Wood & Engineered Wood': ['Hardwood', 'Wood Floors', 'Timber', 'Floors'],
  Terrazzo: ['Terrazzo', 'Terrazzo Works', 'Floors'],
  'Resinous & Polished Concrete': ['Coatings', 'Resinous Floors', 'Concrete Finishes', 'Polymers'],
  'Entrance Mats': ['Mats', 'Matting', 'Entrance Systems'],
  'Porcelain Floor Tile': ['Porcelain', 'Tile', 'Ceramiche', 'Tileworks'],
  'Ceramic Wall Tile': ['Ceramics', 'Tile', 'Ceramica', 'Tileworks'],
  'Mosaic & Glass Tile': ['Mosaics', 'Glass Tile', 'Mosaic Studio'],
  'Natural Stone': ['Stone', 'Stoneworks', 'Marble', 'Quarries', 'Tile & Stone'],
  'Acoustical Panels': ['Acoustics', 'Ceilings', 'Ceiling Systems'],
  'Suspension Grid': ['Ceiling Systems', 'Grid Systems', 'Ceilings'],
  'Specialty Wood/Metal': ['Architectural Ceilings', 'Woodworks', 'Metal Ceilings', 'Ceilings'],
  'Baffles & Clouds': ['Acoustics', 'Acoustic Design', 'Sound'],
  'Vinyl Wallcovering': ['Wallcoverings', 'Walls', 'Wallcovering Co.'],
  'Textile Wallcovering': ['Wallcoverings', 'Wall Textiles', 'Walls'],
  'Acoustical Wall Panels': ['Acoustics', 'Acoustic Panels', 'Sound'],
  'Paint & Coatings': ['Paints', 'Coatings', 'Paint Co.', 'Finishes'],
  'Decorative Wall Panels': ['Wall Panels', 'Panels', 'Walls', 'Surfaces'],
  'Solid Surface': ['Solid Surface', 'Surfaces', 'Surfacing'],
  Quartz: ['Quartz', 'Stone', 'Surfaces'],
  'High-Pressure Laminate': ['Laminates', 'Laminate', 'Decorative Surfaces'],
  Countertops: ['Countertops', 'Fabrication', 'Surfaces', 'Stoneworks'],
  Upholstery: ['Textiles', 'Fabrics', 'Upholstery', 'Mills'],
  'Panel Fabric': ['Textiles', 'Fabrics', 'Weaving Co.', 'Mills'],
  'Drapery & Cubicle Curtains': ['Textiles', 'Drapery', 'Curtains', 'Healthcare Textiles'],
  'Coated Fabrics': ['Coated Fabrics', 'Performance Fabrics', 'Textiles', 'Vinyls'],
  'Roller Shades': ['Shades', 'Shading', 'Shading Systems', 'Window Systems'],
  Blinds: ['Blinds', 'Window Fashions', 'Shades'],
  'Drapery Hardware': ['Drapery Systems', 'Track Systems', 'Window Hardware'],
  'Toilet Compartments': ['Partitions', 'Compartments', 'Partition Systems'],
  'Toilet & Bath Accessories': ['Washroom', 'Washroom Accessories', 'Bath Accessories', 'Washroom Products'],
  Signage: ['Signs', 'Wayfinding', 'Sign Systems', 'Signage'],
  'Visual Display Boards': ['Visual Systems', 'Boards', 'Display Systems', 'Writing Surfaces'],
  'Wall & Door Protection': ['Protection Systems', 'Wall Protection', 'Guard Systems'],
  'Operable Partitions': ['Operable Walls', 'Partitions', 'Movable Walls', 'Wall Systems'],
  Lockers: ['Lockers', 'Locker Co.', 'Storage Systems'],
  'Door Hardware': ['Hardware', 'Locks', 'Architectural Hardware', 'Door Controls'],
  'Interior Glass Walls': ['Glass Systems', 'Glass Walls', 'Architectural Glass', 'Wall Systems'],
  'Wood Doors': ['Doors', 'Door Co.', 'Woodworks', 'Door Works'],
  Task: ['Seating', 'Chair Co.', 'Ergonomics'],
  'Guest/Side': ['Seating', 'Chair Co.', 'Chairs'],
  Lounge: ['Seating', 'Furniture', 'Upholstered Furniture', 'Lounge'],
  Stacking: ['Seating', 'Chairs', 'Chair Co.'],
  Stools: ['Seating', 'Stools', 'Chair Co.'],
  Healthcare: ['Healthcare Seating', 'Care Furniture', 'Seating', 'Medical Furniture'],
  Outdoor: ['Outdoor', 'Outdoor Furniture', 'Exteriors', 'Patio'],
  Auditorium: ['Seating', 'Theater Seating', 'Venue Seating'],
  Conference: ['Tables', 'Furniture', 'Boardroom'],
  Occasional: ['Furniture', 'Tables', 'Design'],
  Training: ['Tables', 'Furniture', 'Learning Furniture'],
  Café: ['Tables', 'Café Furniture', 'Furniture'],
  'Height-Adjustable Desks': ['Desks', 'Ergonomics', 'Workplace', 'Office Furniture'],
  Benching: ['Workplace', 'Office Furniture', 'Workstations', 'Office Systems'],
  'Private-Office Casegoods': ['Casegoods', 'Office Furniture', 'Furniture', 'Woodworks'],
  'Filing & Storage': ['Storage', 'Storage Systems', 'Filing Systems', 'Steel'],
  'Lockers & Towers': ['Storage', 'Lockers', 'Storage Systems'],
  'Casework & Millwork': ['Casework', 'Millwork', 'Cabinetry', 'Woodworks'],
  'Linear Pendants': ['Lighting', 'Luminaires', 'Light', 'Lighting Co.'],
  Downlights: ['Lighting', 'Luminaires', 'Light', 'Illumination'],
  Troffers: ['Lighting', 'Luminaires', 'Lighting Co.'],
  'Decorative Pendants': ['Lighting', 'Light', 'Light Studio', 'Lamps'],
  Sconces: ['Lighting', 'Light', 'Light Studio', 'Luminaires'],
  Track: ['Lighting', 'Luminaires', 'Light', 'Illumination'],
  Exterior: ['Lighting', 'Outdoor Lighting', 'Site Lighting', 'Luminaires'],
  Controls: ['Controls', 'Lighting Controls', 'Lighting'],
  'Lavatory Faucets': ['Faucets', 'Faucet Co.', 'Plumbing', 'Brass'],
  'Water Closets & Urinals': ['Plumbing', 'Fixtures', 'Sanitaryware', 'China'],
  Sinks: ['Sinks', 'Fixtures', 'Plumbing', 'Stainless'],
  Showers: ['Showers', 'Shower Systems', 'Bath', 'Plumbing'],
  'Bottle Fillers': ['Water', 'Hydration', 'Drinking Water', 'Fountains'],
  'Site Furnishings': ['Site Furnishings', 'Landscape', 'Outdoor', 'Streetscape'],
  'Area Rugs': ['Rugs', 'Rug Co.', 'Weavers', 'Loomworks'],
  Planters: ['Planters', 'Landscape', 'Containers', 'Garden'],
};
/** Generic suffixes by category: they must fit every sub-category of it (so Specialties has no 'Signs'). */
const brandSuffixes: Record<number, string[]> = {
  1: ['Flooring', 'Floors', 'Surfaces', 'Floorcoverings', 'Flooring Co.'],
  2: ['Tile', 'Tileworks', 'Ceramica', 'Tile Co.'],
  3: ['Ceilings', 'Acoustics', 'Ceiling Systems', 'Architectural Products'],
  4: ['Walls', 'Wall Studio', 'Wall Systems', 'Interior Finishes'],
  5: ['Surfaces', 'Surfacing', 'Decorative Surfaces'],
  6: ['Textiles', 'Fabrics', 'Textile Studio', 'Mills'],
  7: ['Window Systems', 'Window Fashions', 'Shading'],
  8: ['Specialties', 'Products', 'Manufacturing', 'Architectural Products', 'Building Products'],
  9: ['Architectural', 'Openings', 'Door Systems', 'Architectural Products'],
  10: ['Seating', 'Furniture', 'Contract', 'Chair Co.'],
  11: ['Furniture', 'Workplace', 'Office', 'Contract'],
  12: ['Storage', 'Storage Systems', 'Systems', 'Workplace Storage'],
  13: ['Lighting', 'Luminaires', 'Light', 'Light Co.', 'Illumination'],
  14: ['Plumbing', 'Fixtures', 'Water', 'Plumbing Products'],
  15: ['Design', 'Products', 'Design Co.'],
};
/** Brands spanning several categories read like groups; 'Building Products' only for building categories. */
const multiCategorySuffixes = [
  'Interiors',
  'Industries',
  'Group',
  'Commercial',
  'Companies',
  'Brands',
  'International',
  'Manufacturing',
];
/** Categories of building products (not furniture, textiles, lighting or site accessories). */
const buildingCategories = new Set([1, 2, 3, 4, 5, 7, 8, 9, 14]);
/** Furniture groups (seating, tables, storage, and outdoor pieces) read like furniture makers. */
const furnitureCategories = new Set([10, 11, 12, 15]);
const furnitureGroupSuffixes = [
  'Furniture',
  'Contract Furniture',
  'Office Furniture',
  'Workplace',
  'Furniture Group',
  'Group',
  'Industries',
  'Companies',
  'Contract',
];
/** Sub-categories whose makers may read like old family mills ('Hartley & Quinn Mills'). */
const millSuffixes: Record<string, string[]> = {
  Upholstery: ['Mills', 'Weavers'],
  'Panel Fabric': ['Mills', 'Weavers'],
  'Drapery & Cubicle Curtains': ['Mills'],
  'Broadloom Carpet': ['Carpet Mills', 'Looms'],
  'Carpet Tile': ['Carpet Mills'],
  'Area Rugs': ['Weavers', 'Looms'],
  'Textile Wallcovering': ['Mills'],
};
/** Well-known names of the building-products industry that the generator must never produce. */
const realNames = new Set(
  (
    'interface shaw mohawk armstrong tarkett steelcase knoll haworth kohler moen sloan daltile formica wilsonart corian caesarstone usg rockfon lutron acuity bobrick allegion schlage humanscale hon kimball allsteel teknion milliken patcraft mannington forbo roppe kvadrat maharam momentum designtex carnegie koroseal draper vitra emeco flos zurn elkay toto crossville cambria silestone hightower bernhardt keilhauer coalesse arcadia chilewich marmont fenix belden ' +
    // Coined-sounding names the stem grammar could reach.
    'altro nora gerflor polyflor amtico karndean masland tandus lonseal johnsonite nevamar pionite arborite meganite hanstone staron avonite dekton neolith lapitec levolor kirsch hafele corbin sargent rixson pemko dorma kaba abloy sunbrella arper andreu allermuir nemschoff paoli trendway friant tayco sedia lumenwerx finelite selux zumtobel artemide foscarini luceplan vibia bega hydrel lithonia metalux lightolier symmons grohe hansgrohe axor dornbracht willoughby hadrian ampco modernfold hufcor skyfold penco tennsco montel laticrete mapei marazzi florim porcelanosa casalgrande ragno emser bedrosians tnemec vahallan muraspec filzfelt kirei autex ceilume conwed tectum decoustics luum architex fabricut brentano spradling morbern valspar behr sherwin mechoshade kornegay ameristar maglin dumor ' +
    // Surnames and places the surname and place names could reach.
    'bradley crane mercer sterling porter rockwood falcon fleming tate kim stanley davis hunter geiger gunlocke sauder watts acorn haws murdock scranton lyon hallowell claridge ghent pawling marlite burke bentley durkan lees baldwin yale adams graham marshfield oshkosh eggers columbia hubbell cooper eaton kichler hinkley winona wausau petersen crescent scott graber hager ives norton mckinney glynn trimco speakman gerber bemis church franke blanco morgan jasper hickory national global mayline nucraft stylex loewenstein shelby thonet landscape'
  ).split(' '),
);
const lastNames =
  'Abbott Acosta Aldridge Alvarez Ambrose Archer Ashby Avery Barlow Beckett Bishop Blake Boone Bradley Brennan Brooks Calder Callahan Carver Castillo Chen Collins Conway Crane Crawford Dalton Delgado Donovan Doyle Drake Duarte Ellison Emerson Espinoza Farrell Fenwick Finch Fitzgerald Fleming Foster Gallagher Garner Gilbert Goodwin Graves Greer Hale Halloway Harlow Hartley Hayes Hendricks Holloway Hughes Ingram Iverson Jensen Kane Keane Keller Kendrick Kim Kirby Lambert Langley Larsen Lindqvist Lowell Lucero Maddox Marsh Mathis Mercer Merritt Monroe Morales Nakamura Nash Navarro Novak Okafor Oliver Ortega Osei Pace Palmer Park Patel Pierce Porter Quinn Ramsey Reyes Rhodes Rios Rowe Russo Salazar Sato Shah Shepherd Sinclair Sloane Soto Sterling Sutton Tate Thornton Torres Townsend Vance Vasquez Vaughn Wade Ward Warren Webb Whitaker Whitcombe Wilder Winslow Wolfe Wong Wright Yates York Zamora'.split(
    ' ',
  );
const firstNames =
  'Aaron Adrian Aisha Alex Alicia Amara Andre Angela Anika Ben Bianca Brandon Caleb Camila Carmen Chloe Chris Dana Daniel Deepa Diego Elena Eli Emily Ethan Farah Gabriel Grace Hannah Hector Imani Isaac Jamal Jasmine Javier Jenna Jordan Julia Kai Karen Keisha Kevin Laura Leah Leo Lily Lucas Maya Marcus Maria Mei Michael Naomi Nathan Nina Noah Olivia Omar Priya Rachel Rafael Rebecca Ryan Samuel Sara Sean Sofia Tara Theo Tyler Valerie Victor Wesley Yara Zoe Owen Nora Miles Lena Jonah Ivy Felix Elise Derek Claire Brooke Aiden Rosa Paul Monica Luis Kira Hugo Greta Dmitri Nadia Tomas Wei Yusuf Ingrid'.split(
    ' ',
  );
const placeWords =
  'Alder Birch Cedar Willow Aspen Juniper Laurel Maple Hawthorn Linden Briar Clover Heron Falcon Sparrow Meadow Prairie Summit Canyon Harbor Lakeview Riverside Stonegate Westbrook Eastgate Northfield Southpoint Fairview Brookside Hillcrest Pinecrest Oakmont Elmwood Ashford Kingsley Redwood Bayshore Silverlake Greystone Crescent Highland Valley Sunridge Clearwater Foxhollow Ironwood Copperleaf Amberly Bramblewood Thornbury Windmere'.split(
    ' ',
  );
/** More surnames for brands (a founder's name), beyond the people's; with them a few thousand brands rarely share one. */
const brandSurnameExtras =
  'Aldrich Ames Appleton Armitage Atwood Babcock Bainbridge Baxter Beal Beaumont Bellamy Benson Bigelow Blackwell Blanchard Bolton Bowen Bowman Boyd Bramwell Brandt Bristow Buckley Burgess Burnham Burrows Butler Cabot Caldwell Calloway Cameron Carlisle Carrington Cartwright Chadwick Chandler Channing Chapman Chester Clayton Cobb Colby Coleman Compton Corbett Cortland Cowan Cromwell Crosby Cullen Cunningham Dawson Dempsey Denton Devlin Dillard Dorsey Dudley Duncan Dunmore Easton Eastwood Eaves Elliott Ellsworth Emery Everett Fairbanks Fairchild Farley Faulkner Fenton Fielding Fisk Fletcher Forsythe Fowler Franklin Frost Fuller Galloway Garrison Gates Gibbs Gilmore Glover Gorman Granger Grayson Griffin Hadley Haines Halsey Hammond Hancock Harding Harper Harrington Hastings Hawkins Hayden Heller Hendry Holbrook Holden Hollis Hopkins Horton Houston Howell Hubbard Huntley Hutton Irving Jarvis Jennings Keaton Kellogg Kemp Kendall Kingston Kinsley Knox Lancaster Landry Langston Lawson Leland Lennox Lincoln Lindsey Lockhart Loomis Lowry Lyman Macklin Malone Manning Marlowe Marshall Maxwell McAllister McBride McCall McKenna Meade Merriman Middleton Milburn Mitchell Moody Morrow Mosley Mulligan Murdoch Nelson Newell Newton Norris Oakley Ogden Osborne Pardee Parrish Paxton Peabody Pemberton Pendleton Perkins Pickett Pratt Prescott Preston Pryor Radcliffe Randall Ransom Rawlings Redding Reid Renner Ridley Ripley Roberts Rockwell Rollins Roscoe Rutherford Sanborn Sawyer Sayers Seaton Selby Sherwood Shipley Slater Spalding Spencer Stafford Stanton Stevens Stoddard Stratton Sturgis Sullivan Talbot Tanner Taylor Temple Thayer Tillman Tolliver Travers Trent Truman Tucker Turner Underwood Upton Vail Van Horn Vickers Waldron Walsh Walton Warwick Watkins Wells Wetherby Wheeler Whitfield Whitman Whitney Wickham Wilcox Willard Winfield Winters Woodruff Worthington Wyatt'
    .split(' ')
    .filter((w) => w !== 'Van' && w !== 'Horn');
/** Place names for brands ('Millbrook', 'Ashford'): a start and an end, plus a few regions. */
const placeStarts =
  'Ash Bay Beech Birch Brook Cedar Clay Copper Deer Elm Fair Fern Fox Glen Gold Granite Green Hazel Hill Holly Iron King Lake Laurel Lin Maple Mill Moss North Oak Pine Red River Rock Rose Salt Sand Shel Silver South Spring Stone Sun Thorn West Wil Winter Wood'.split(
    ' ',
  );
const placeEnds =
  'ton ford field brook wood dale ridge mont ville bury port haven land stead wick bridge vale mere crest view hurst'.split(
    ' ',
  );
const regionPlaces =
  'Pacific Atlantic Midwest Southern Northern Western Eastern Piedmont Chesapeake Allegheny Catskill Adirondack Shenandoah Cumberland Tidewater Bluegrass Heartland Ozark Sonoran Mojave Tahoe Gulfstream Lakeshore Prairie Highland Coastal Summit Keystone'.split(
    ' ',
  );
const brandPlaces = [
  ...new Set([
    ...placeWords,
    ...regionPlaces,
    ...placeStarts.flatMap((a) =>
      placeEnds
        .filter((b) => !a.toLowerCase().endsWith(b) && a.toLowerCase().at(-1) !== b[0])
        .map((b) => a + b),
    ),
  ]),
];
const brandSurnames = [...new Set([...lastNames, ...brandSurnameExtras])];
const surnameSet = new Set(brandSurnames);
const placeSet = new Set(brandPlaces);
/** What a brand name's first word is: a surname, a place, or a coined stem. */
export const brandStemKind = (name: string): 'surname' | 'place' | 'coined' => {
  const stem = firstWord(name);
  return surnameSet.has(stem) ? 'surname' : placeSet.has(stem) ? 'place' : 'coined';
};
const coinedWords =
  'Veranta Solvix Kinetra Nuvola Altiva Brightpath Corvane Dynavale Everlane Fluxor Gradient Helix Ardent Lumora Meridio Novacrest Orbiton Pivotal Quanta Radiant Sequoia Tandem Uplift Vantage Wayfinder Zenova Keystone Ascend Bluewater Clearpath'.split(
    ' ',
  );
// Product lines: a collection name (a word, an adjective and a word, a compound like 'Emberfield', or a word with a
// series mark) before the product noun; a large vocabulary keeps different brands' lines apart.
const collectionWords = (
  'Drift Terrain Meridian Cadence Strata Ember Lumen Haven Tidal Canopy Quarry Fieldstone Pebble Loom Weft Grove Ridge Echo Harbor Vista Horizon Atlas Arbor Flint Cove Mesa Dune Fjord Prism Nova Axis Orbit Verge Contour Facet Tessel Vale Sable Linen Basalt Cirrus Delta Fable Glint Halo Inlet Juniper Kite Lattice Nimbus Oxbow Pillar Quill Rivet Slate Thicket Umber Vector Willow Yarrow Zephyr Aspen Bramble Cedar Drumlin Estuary Fathom Granite Heath Isle Jetty Lagoon Marsh Noble Onyx Plume Riff Shale Tundra Upland Wharf Aura Bloom Crest Dapple Eddy Frond Gale Hush Jade Mist Nook Opal Pique Reed Sprig Tide Verve Whorl Zenith Agate Birch Coral Dusk Flax Grain Hollow Ivy Jasper Kindle Lark Moss Nettle Pine Rune Thistle ' +
  'Alcove Alloy Amble Anchor Anthem Apex Arc Arcade Argent Aria Ashlar Aster Atrium Avenue Balsam Bastion Batten Bay Beacon Bellows Bevel Bluff Boulder Bower Braid Breeze Brink Brook Burrow Cairn Calla Cameo Canal Caper Cargo Carrara Cascade Cask Cinder Citadel Clay Clove Cobble Column Compass Copse Corbel Cordoba Corso Cosmo Crag Crane Crescent Crux Current Cypress Dais Dell Denim Dewdrop Dial Divot Dock Dovetail Drover Elm Emery Envoy Epoch Equinox Fallow Fennel Fern Ferro Fiber Filament Finch Firth Flume Forge Fresco Furrow Gable Galley Garnet Gauge Gesso Glade Glen Grotto Gully Hamlet Harrow Hatch Helm Henna Heron Hinge Holm Hue Indigo Ingot Iris Jib Joinery Keel Kelp Kiln Knoll Ledge Lintel Locus Loft Lumber Lyric Mantle Maple Marble Margin Marlin Meadow Merit Mica Mill Mineral Mortar Mosaic Motif Nave Nectar Niche Notch Oak Ochre Orchard Osier Paddock Palisade Parapet Parcel Patina Pavilion Pier Pigment Pinnacle Piazza Plaza Plinth Pointe Portal Prairie Quay Quartzite Radius Rail Rampart Range Reef Relic Resin Rill Ripple Rook Rowan Rush Saffron Sage Sail Scarp Scree Sedge Selvedge Sextant Shore Sienna Silt Skein Skiff Solace Sonnet Sorrel Spire Spruce Stave Steppe Stile Stratus Sumac Summit Swale Tarn Tenon Terrace Thatch Timber Topaz Torrent Tract Transom Trellis Trestle Truss Tweed Valley Vapor Vault Veld Veneer Vesper Vine Warp Weald Weir Wicker Wold Wren Yardarm Yew Zinc'
).split(' ');
const collectionAdjectives =
  'Quiet Open Soft Bold Still Urban Coastal Native Modern Raw Warm Fine True Pure Deep High North West Field Studio South East Bright Clear Grand Little Silver Golden Wild Calm Long Far Low New Old Fair Dry Rough Sheer Lucid Amber Slate'.split(
    ' ',
  );
const compoundStarts =
  'Ash Bay Birch Bright Brook Cedar Clay Cloud Copper Dale Drift Elm Ember Far Fern Flint Frost Glen Gold Hill Iron Lake Long Maple Moon Moss North Oak Pine Rain Reed River Salt Sand Sea Silver Slate South Star Still Stone Sun Tide West Wind Willow Winter'.split(
    ' ',
  );
const compoundEnds =
  'line form field wood stone light weave scape grid fall crest well way mark point side land fold gate haven ridge brook mere shore ton'.split(
    ' ',
  );
const seriesMarks = ['II', 'III', '24', '36', 'Plus', 'Pro', 'One', 'LX', 'Select', 'Classic'];
/** Marks a line's variant takes before its style codes ('Drift II Carpet Tile'). */
const variantMarks = ['II', 'III', 'Plus', 'Pro', 'LX', 'Select'];
const productNouns: Record<string, string[]> = {
  'Carpet Tile': ['Carpet Tile', 'Modular', 'Carpet Plank'],
  'Broadloom Carpet': ['Broadloom', 'Axminster'],
  'LVT/LVP': ['LVT', 'Plank', 'Luxury Vinyl'],
  'Sheet Vinyl': ['Sheet', 'Homogeneous Sheet'],
  Rubber: ['Rubber Tile', 'Rubber Sheet'],
  Linoleum: ['Linoleum'],
  'Resilient Base': ['Wall Base', 'Base'],
  'Wood & Engineered Wood': ['Engineered Plank', 'Hardwood'],
  Terrazzo: ['Terrazzo', 'Epoxy Terrazzo'],
  'Resinous & Polished Concrete': ['Resinous System', 'Polished Concrete'],
  'Entrance Mats': ['Entrance Mat', 'Entry Grid'],
  'Porcelain Floor Tile': ['Porcelain', 'Floor Tile'],
  'Ceramic Wall Tile': ['Wall Tile', 'Ceramic'],
  'Mosaic & Glass Tile': ['Mosaic', 'Glass Tile'],
  'Natural Stone': ['Marble', 'Limestone', 'Slate Tile'],
  'Acoustical Panels': ['Acoustical Panel', 'Ceiling Panel'],
  'Suspension Grid': ['Grid', 'Suspension System'],
  'Specialty Wood/Metal': ['Linear Wood Ceiling', 'Metal Ceiling'],
  'Baffles & Clouds': ['Baffle', 'Cloud'],
  'Vinyl Wallcovering': ['Wallcovering', 'Vinyl'],
  'Textile Wallcovering': ['Textile Wall', 'Grasscloth'],
  'Acoustical Wall Panels': ['Acoustic Panel', 'Wall Panel'],
  'Paint & Coatings': ['Interior Paint', 'Coating'],
  'Decorative Wall Panels': ['Wall Panel', 'Relief Panel'],
  'Solid Surface': ['Solid Surface'],
  Quartz: ['Quartz'],
  'High-Pressure Laminate': ['Laminate', 'HPL'],
  Countertops: ['Countertop', 'Vanity Top'],
  Upholstery: ['Upholstery', 'Weave'],
  'Panel Fabric': ['Panel Fabric'],
  'Drapery & Cubicle Curtains': ['Cubicle Curtain', 'Drapery'],
  'Coated Fabrics': ['Coated Fabric', 'Faux Leather'],
  'Roller Shades': ['Roller Shade', 'Shade System'],
  Blinds: ['Blind', 'Horizontal Blind'],
  'Drapery Hardware': ['Drapery Track', 'Rod System'],
  'Toilet Compartments': ['Toilet Partition', 'Compartment'],
  'Toilet & Bath Accessories': ['Dispenser', 'Grab Bar', 'Hand Dryer'],
  Signage: ['Sign System', 'Wayfinding'],
  'Visual Display Boards': ['Markerboard', 'Tackboard'],
  'Wall & Door Protection': ['Corner Guard', 'Wall Protection'],
  'Operable Partitions': ['Operable Wall', 'Folding Partition'],
  Lockers: ['Locker', 'Athletic Locker'],
  'Door Hardware': ['Lever', 'Exit Device', 'Closer'],
  'Interior Glass Walls': ['Glass Wall', 'Demountable Wall'],
  'Wood Doors': ['Wood Door', 'Flush Door'],
  Task: ['Task Chair', 'Work Chair'],
  'Guest/Side': ['Side Chair', 'Guest Chair'],
  Lounge: ['Lounge Chair', 'Sofa', 'Settee'],
  Stacking: ['Stack Chair', 'Nesting Chair'],
  Stools: ['Stool', 'Counter Stool'],
  Healthcare: ['Patient Chair', 'Recliner'],
  Outdoor: ['Outdoor Chair', 'Outdoor Lounge'],
  Auditorium: ['Auditorium Seat', 'Fixed Seating'],
  Conference: ['Conference Table'],
  Occasional: ['Side Table', 'Coffee Table'],
  Training: ['Training Table', 'Flip Table'],
  Café: ['Café Table', 'Bistro Table'],
  'Height-Adjustable Desks': ['Height-Adjustable Desk', 'Sit-Stand Desk'],
  Benching: ['Benching', 'Workstation'],
  'Private-Office Casegoods': ['Casegoods', 'Private Office'],
  'Filing & Storage': ['Storage', 'Lateral File'],
  'Lockers & Towers': ['Tower', 'Personal Locker'],
  'Casework & Millwork': ['Casework', 'Millwork System'],
  'Linear Pendants': ['Linear Pendant', 'Linear'],
  Downlights: ['Downlight', 'Cylinder'],
  Troffers: ['Troffer', 'Flat Panel'],
  'Decorative Pendants': ['Pendant', 'Chandelier'],
  Sconces: ['Sconce', 'Wall Light'],
  Track: ['Track Head', 'Track System'],
  Exterior: ['Bollard', 'Area Light'],
  Controls: ['Control System', 'Sensor'],
  'Lavatory Faucets': ['Faucet', 'Lavatory Faucet'],
  'Water Closets & Urinals': ['Water Closet', 'Urinal'],
  Sinks: ['Sink', 'Lavatory'],
  Showers: ['Shower System', 'Shower Valve'],
  'Bottle Fillers': ['Bottle Filler', 'Drinking Fountain'],
  'Site Furnishings': ['Bench', 'Site Table', 'Receptacle'],
  'Area Rugs': ['Rug', 'Area Rug'],
  Planters: ['Planter', 'Planter System'],
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const firstWord = (name: string) => name.split(' ')[0] ?? '';

/** Joins syllables so the seam reads: no doubled letter, no vowel pair, no run of more than three consonants. */
function joinSyllables(rng: Rng, parts: readonly string[]): string {
  let word = '';
  for (const part of parts) {
    let next = part.toLowerCase();
    const last = word.at(-1);
    if (last !== undefined) {
      if (last === next[0] || (vowels.has(last) && vowels.has(next[0] ?? ''))) next = next.slice(1);
      const run = /[^aeiouy]*$/.exec(word)![0].length + /^[^aeiouy]*/.exec(next)![0].length;
      if (run > 3) word += rng.pick(['a', 'e', 'i', 'o']);
    }
    word += next;
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function coinedStem(rng: Rng): string {
  const parts = rng.chance(0.5)
    ? [rng.pick(stemStarts), rng.pick(stemEnds)]
    : [rng.pick(stemStarts), rng.pick(stemMiddles), rng.pick(stemEnds)];
  return joinSyllables(rng, parts);
}

/** The stems (first words, as slugs) of a set of brand names, kept per set while only this module adds to it. */
const stemsByTakenSet = new WeakMap<Set<string>, { size: number; stems: Set<string> }>();
function takenStems(taken: Set<string>): Set<string> {
  let entry = stemsByTakenSet.get(taken);
  if (!entry || entry.size !== taken.size) {
    entry = { size: taken.size, stems: new Set([...taken].map((name) => slug(firstWord(name)))) };
    stemsByTakenSet.set(taken, entry);
  }
  return entry.stems;
}

/** A stem the generator must not use: a real industry name, 'Sign…', or a coined one too long or stuttering ('Alnono'). */
const refusedStem = (stem: string, coined: boolean) =>
  realNames.has(slug(stem)) ||
  stem.toLowerCase().startsWith('sign') ||
  (coined && (stem.length > 10 || /(..)\1|(.)\2\2/i.test(stem)));

/**
 * What a brand mainly makes: its main category and its leading sub-category's name, or (categoryId null) the
 * categories it spans (a group; its suffix must fit them all).
 */
export interface BrandFocus {
  categoryId: number | null;
  subCategoryName: string | null;
  spans?: readonly number[];
}

/** The suffixes a brand spanning these categories may take. */
function spanSuffixes(spans: readonly number[]): string[] {
  if (spans.length > 0 && spans.every((c) => furnitureCategories.has(c))) return furnitureGroupSuffixes;
  const building = spans.length > 0 && spans.every((c) => buildingCategories.has(c));
  return building ? [...multiCategorySuffixes, 'Building Products'] : multiCategorySuffixes;
}

/** The suffixes that fit the focus: the leading sub-category's (else the category's) and the category's generic ones. */
function brandSuffixesFor(focus: BrandFocus): { fits: string[]; generic: string[] } {
  if (focus.categoryId === null) {
    const group = spanSuffixes(focus.spans ?? []);
    return { fits: group, generic: group };
  }
  const generic = brandSuffixes[focus.categoryId] ?? multiCategorySuffixes;
  const bySub = focus.subCategoryName === null ? undefined : subCategorySuffixes[focus.subCategoryName];
  return { fits: bySub ?? generic, generic };
}

/** How a brand's first word is drawn: a founder's surname, a place, or a coined stem (the rest). */
const SURNAME_NAMES = 0.24;
const PLACE_NAMES = 0.32;

/** Brand names are unique across the market; pass the same set for every call of one load. */
export function brandName(rng: Rng, focus: BrandFocus, taken: Set<string>): string {
  const stems = takenStems(taken);
  const { fits, generic } = brandSuffixesFor(focus);
  const mills =
    focus.categoryId === null || !focus.subCategoryName ? undefined : millSuffixes[focus.subCategoryName];
  let name = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    // Mostly the leading sub-category's suffixes; sometimes the category's generic ones (which fit it all).
    const suffix = rng.pick(rng.chance(0.8) ? fits : generic);
    const r = rng.next();
    let stem: string;
    const coined = r >= SURNAME_NAMES + PLACE_NAMES;
    if (r < SURNAME_NAMES) {
      // A family maker: '{Surname} Seating', '{Surname} Brothers Lighting', for mills '{Surname} & {Surname} Mills'.
      stem = rng.pick(brandSurnames);
      const other = rng.pick(brandSurnames);
      const s = rng.next();
      if (mills && s < 0.1 && other !== stem) name = `${stem} & ${other} ${rng.pick(mills)}`;
      else if (s < 0.2) name = `${stem} Brothers ${suffix}`;
      else name = `${stem} ${suffix}`;
    } else if (r < SURNAME_NAMES + PLACE_NAMES) {
      stem = rng.pick(brandPlaces);
      name = `${stem} ${suffix}`;
    } else {
      stem = coinedStem(rng);
      name = rng.chance(0.15) ? stem : `${stem} ${suffix}`;
    }
    // Fresh stems first: a reused one is only accepted late, after many tries.
    if (refusedStem(stem, coined) || (stems.has(slug(stem)) && attempt < 40) || taken.has(name)) continue;
    return claim(name, taken, stems);
  }
  // Bounded: number the last candidate until it is free.
  for (let n = 2; ; n++) if (!taken.has(`${name} ${n}`)) return claim(`${name} ${n}`, taken, stems);
}

function claim(name: string, taken: Set<string>, stems: Set<string>): string {
  taken.add(name);
  stems.add(slug(firstWord(name)));
  const entry = stemsByTakenSet.get(taken);
  if (entry) entry.size = taken.size;
  return name;
}

function collectionName(rng: Rng): string {
  const r = rng.next();
  if (r < 0.4) return rng.pick(collectionWords);
  if (r < 0.65) return `${rng.pick(collectionAdjectives)} ${rng.pick(collectionWords)}`;
  if (r < 0.85) {
    const start = rng.pick(compoundStarts);
    const end = rng.pick(compoundEnds.filter((e) => !start.toLowerCase().endsWith(e)));
    return start + end;
  }
  return `${rng.pick(collectionWords)} ${rng.pick(seriesMarks)}`;
}

/** A style code from the line's initials: 'Drift' → 'DR-214', 'Quiet Strata' → 'QS-214'. */
function styleCode(line: string, n: number): string {
  const words = line.split(' ').filter((w) => /^[A-Z][a-z]/.test(w));
  const letters =
    words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? line).slice(0, 2).toUpperCase();
  return `${letters.slice(0, 3)}-${n}`;
}

/** The lines the brand already sells with one of these nouns ('Drift' from 'Drift Carpet Tile'). */
function brandLines(brandTaken: Set<string>, nouns: readonly string[]): string[] {
  const lines: string[] = [];
  const longestFirst = [...nouns].sort((a, b) => b.length - a.length);
  for (const name of brandTaken)
    for (const noun of longestFirst)
      if (name.endsWith(` ${noun}`)) {
        lines.push(name.slice(0, -noun.length - 1));
        break;
      }
  return lines;
}

/** A product name unique within its brand: pass one set per brand (the brand's names so far). */
export function productName(rng: Rng, subCategoryName: string, brandTaken: Set<string>): string {
  const nouns = productNouns[subCategoryName] ?? ['Collection'];
  const noun = rng.pick(nouns);
  // Now and then a brand extends one of its lines instead of starting a new one.
  const lines = brandTaken.size > 0 && rng.chance(0.1) ? brandLines(brandTaken, nouns) : [];
  const line = lines.length > 0 ? rng.pick(lines) : collectionName(rng);
  const base = `${line} ${noun}`;
  if (!brandTaken.has(base)) return claimProduct(base, brandTaken);
  // A collision is a variant of the same line: a series mark, else a style code.
  const marked = ![...seriesMarks, ...variantMarks].some((m) => line.endsWith(` ${m}`)) && rng.chance(0.5);
  for (let attempt = 0; attempt < 8; attempt++) {
    const variant = marked
      ? `${line} ${rng.pick(variantMarks)} ${noun}`
      : `${base} ${styleCode(line, rng.int(100, 999))}`;
    if (!brandTaken.has(variant)) return claimProduct(variant, brandTaken);
  }
  // Bounded: numbered style codes, one of which is free within the brand's set.
  for (let n = 1; ; n++) {
    const variant = `${base} ${styleCode(line, n)}`;
    if (!brandTaken.has(variant)) return claimProduct(variant, brandTaken);
  }
}

function claimProduct(name: string, brandTaken: Set<string>): string {
  brandTaken.add(name);
  return name;
}

export function personName(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(firstNames), last: rng.pick(lastNames) };
}

export function designFirmName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const r = rng.next();
    const a = rng.pick(lastNames);
    const b = rng.pick(lastNames);
    let name: string;
    if (r < 0.3) name = `${a} ${b} Architects`;
    else if (r < 0.42) name = `${a} + ${b}`;
    else if (r < 0.55) name = `Studio ${rng.pick(placeWords)}`;
    else if (r < 0.7)
      name = `${rng.pick(placeWords)} ${rng.pick(['Design Collaborative', 'Architecture + Interiors', 'Design Studio'])}`;
    else if (r < 0.9) name = `${a} ${rng.pick(['Associates', 'Partners', 'Design Group', 'Architecture'])}`;
    else name = `${a[0]}${b[0]}${rng.pick(lastNames)[0]} Architects`;
    if (a !== b && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function fill(rng: Rng, pattern: string): string {
  return pattern
    .replace('{P}', rng.pick(placeWords))
    .replace('{C}', rng.pick(coinedWords))
    .replace('{L}', rng.pick(lastNames))
    .replace('{L2}', rng.pick(lastNames))
    .replace('{N}', String(rng.int(1, 24) * 100))
    .replace('{X}', rng.pick(['A', 'B', 'C', 'D', 'E']));
}

export function contractorName(rng: Rng): string {
  return fill(
    rng,
    rng.pick([
      '{L} Construction',
      '{L} & Sons Builders',
      '{P} Builders',
      '{L} {L2} Contracting',
      '{P} General Contractors',
      '{L} Building Group',
    ]),
  );
}

/**
 * A fictional phone number: North America (the US and Canada) `(AAA) 555-01xx`; the UK in international form
 * from Ofcom's drama ranges (London 020 7946 0xxx, elsewhere 0AAA 496 0xxx).
 */
export function phoneNumber(rng: Rng, areaCode: string, country = 'US'): string {
  const last = String(rng.int(0, 99)).padStart(2, '0');
  if (country === 'GB') return `+44 ${areaCode} ${areaCode === '20' ? '7946' : '496'} 01${last}`;
  return `(${areaCode}) 555-01${last}`;
}

export function emailFor(first: string, last: string, organisation: string): string {
  return `${slug(first)}.${slug(last)}@${slug(organisation).slice(0, 24) || 'firm'}.example`;
}
