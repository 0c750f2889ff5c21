import { lockUser } from '../../db/lock-user';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { regionOfDistrict } from './regions';
import { createAddressRepository, toAddress, type AddressRepository, type NewAddress } from './repository';
import { MAX_ADDRESSES, type Address, type AddressInput, type AddressUpdate } from './schemas';

/** The region names stored beside the codes (the schema has already checked that the codes agree). */
function regionNames(districtCode: string) {
  const region = regionOfDistrict(districtCode);
  if (!region) throw new Error(`district ${districtCode} passed validation but is unknown`);
  return { province: region.province, city: region.city, district: region.district };
}

/**
 * A shopper's address book. Writes lock the user first, so two parallel adds cannot pass the cap together
 * and two "make default" requests cannot leave two defaults (the partial unique index would refuse it).
 */
export function createAddressService(db: Db) {
  const locked = <T>(userId: number, work: (repo: AddressRepository) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const repo = createAddressRepository(tx);
      return work(repo);
    });

  const list = async (userId: number): Promise<Address[]> => (await createAddressRepository(db).list(userId)).map(toAddress);

  return {
    list,

    /** The first address becomes the default whatever the shopper asked. */
    add: (userId: number, input: AddressInput): Promise<Address> =>
      locked(userId, async (repo) => {
        const held = await repo.count(userId);
        if (held >= MAX_ADDRESSES) throw new AppError(409, 'addressLimit');
        const isDefault = held === 0 || input.isDefault === true;
        if (isDefault) await repo.clearDefault(userId);
        const row = await repo.insert({ ...input, ...regionNames(input.districtCode), userId, isDefault });
        return toAddress(row);
      }),

    /** `isDefault: false` on the default is ignored: there is always a default while any address exists. */
    update: (userId: number, input: AddressUpdate): Promise<Address> =>
      locked(userId, async (repo) => {
        const current = await repo.find(userId, input.id);
        if (!current) throw notFound();
        const { id, isDefault, ...fields } = input;
        const patch: Partial<NewAddress> = { ...fields, ...(fields.districtCode ? regionNames(fields.districtCode) : {}) };
        if (isDefault === true && !current.isDefault) {
          await repo.clearDefault(userId, id);
          patch.isDefault = true;
        }
        return toAddress((await repo.update(userId, id, patch))!);
      }),

    remove: (userId: number, id: number): Promise<{ id: number }> =>
      locked(userId, async (repo) => {
        const current = await repo.find(userId, id);
        if (!current) throw notFound();
        await repo.remove(userId, id);
        if (current.isDefault) {
          const next = await repo.newest(userId);
          if (next) await repo.update(userId, next.id, { isDefault: true });
        }
        return { id };
      }),

    async setDefault(userId: number, id: number): Promise<Address[]> {
      await locked(userId, async (repo) => {
        if (!(await repo.find(userId, id))) throw notFound();
        await repo.clearDefault(userId, id);
        await repo.update(userId, id, { isDefault: true });
      });
      return list(userId);
    },
  };
}
