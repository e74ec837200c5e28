// Issue 12 people area: alumni users, covert users and login devices, their tables built from
// their definitions, plus what the definitions cannot say: each row's link to a person (removed
// with the person), the covert user's identity copied from the person, and an alumni user's post
// count kept by the alumni posts themselves. Migration 007 skips these tables (PEOPLE_AREA_TABLES_020).
import { alumniUsers } from '../../../shared/resources/alumniUsers/definition';
import { covertUsers } from '../../../shared/resources/covertUsers/definition';
import { loginDevices } from '../../../shared/resources/loginDevices/definition';
import { resourceTableStatements } from '../../resources/table';
import { sqlMigration } from './sql';

const FROM_DEFINITIONS = [alumniUsers, covertUsers, loginDevices];

/** the resource tables this migration creates (007 leaves them alone) */
export const PEOPLE_AREA_TABLES_020 = new Set(FROM_DEFINITIONS.map((d) => d.table));

export default sqlMigration('020_people_area', [
  ...FROM_DEFINITIONS.flatMap(resourceTableStatements),
  // an alumni user may be one of the tenant's people (the author of their posts)
  `alter table alumni_users add column person_id integer references people(id) on delete set null`,
  `create unique index alumni_users_person on alumni_users (tenant_id, person_id) where person_id is not null`,
  `alter table alumni_users alter column post_count set not null`,
  `alter table alumni_users alter column forbidden set not null`,
  `create function alumni_users_post_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update alumni_users set post_count = post_count + 1 where tenant_id = new.tenant_id and person_id = new.author_id;
      else
        update alumni_users set post_count = greatest(post_count - 1, 0) where tenant_id = old.tenant_id and person_id = old.author_id;
      end if;
      return null;
    end $$`,
  `create trigger alumni_posts_user_count after insert or delete on alumni_posts for each row execute function alumni_users_post_count()`,
  // covert users and devices belong to a person of the same tenant and go with the person
  `alter table covert_users alter column person_id set not null`,
  `alter table covert_users add constraint covert_users_person_fk foreign key (person_id) references people(id) on delete cascade`,
  `create function covert_users_identity() returns trigger language plpgsql as $$
    begin
      select p.identity into new.identity from people p where p.id = new.person_id and p.tenant_id = new.tenant_id;
      if not found then
        raise exception 'person % is not of tenant %', new.person_id, new.tenant_id;
      end if;
      return new;
    end $$`,
  `create trigger covert_users_identity before insert or update of person_id on covert_users for each row execute function covert_users_identity()`,
  `alter table login_devices alter column person_id set not null`,
  `alter table login_devices alter column revoked set not null`,
  `alter table login_devices add constraint login_devices_person_fk foreign key (person_id) references people(id) on delete cascade`,
]);
