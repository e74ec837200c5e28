// The business packages' archives, the store's area `business-packages` (DATA_DIR/files/
// business-packages, or the database with FILE_STORE=postgres): each upload under a generated
// name (never the uploaded one), staged while it streams in and is checked, then kept under
// `<name>` while its job runs; a recorded version keeps it under that name. A failed job's
// archive is removed with its job's end.
import type { FileArea } from '../files/store/area';
import { ArchiveStore } from '../files/archiveStore';

export class PackageStore extends ArchiveStore {
  constructor(area: FileArea) {
    super(area, 'package');
  }
}
