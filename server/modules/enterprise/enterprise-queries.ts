import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Enterprise } from '../../../contract/supervision-schemas';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import { enterprises, regions } from '../../db/schema';

const districts = alias(regions, 'district');

export const enterpriseColumns = {
  id: enterprises.id,
  enterpriseNumber: enterprises.enterpriseNumber,
  name: enterprises.name,
  creditCode: enterprises.creditCode,
  regionCode: enterprises.regionCode,
  address: enterprises.address,
  legalRepresentative: enterprises.legalRepresentative,
  phone: enterprises.phone,
  createdAt: enterprises.createdAt,
  streetZh: regions.nameZh,
  streetEn: regions.nameEn,
  districtZh: districts.nameZh,
  districtEn: districts.nameEn,
};

export type EnterpriseRow = {
  id: string;
  enterpriseNumber: string;
  name: string;
  creditCode: string;
  regionCode: string | null;
  address: string;
  legalRepresentative: string;
  phone: string;
  createdAt: Date;
  streetZh: string | null;
  streetEn: string | null;
  districtZh: string | null;
  districtEn: string | null;
};

function selectEnterprise(db: Database) {
  return db
    .select(enterpriseColumns)
    .from(enterprises)
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .leftJoin(districts, eq(districts.code, regions.parentCode));
}

export async function findEnterpriseByNumber(
  db: Database,
  enterpriseNumber: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await selectEnterprise(db).where(eq(enterprises.enterpriseNumber, enterpriseNumber));
  return row;
}

export async function findEnterpriseById(db: Database, id: string): Promise<EnterpriseRow | undefined> {
  const [row] = await selectEnterprise(db).where(eq(enterprises.id, id));
  return row;
}

export async function findEnterpriseByCreditCode(
  db: Database,
  creditCode: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await selectEnterprise(db).where(eq(enterprises.creditCode, creditCode));
  return row;
}

export function regionName(
  row: Pick<EnterpriseRow, 'streetZh' | 'streetEn' | 'districtZh' | 'districtEn'>,
  locale: Locale,
): string {
  if (locale === 'en') {
    return [row.streetEn ?? row.streetZh, row.districtEn ?? row.districtZh].filter(Boolean).join(', ');
  }
  return [row.districtZh, row.streetZh].filter(Boolean).join('');
}

export function toEnterprise(row: EnterpriseRow, locale: Locale): Enterprise {
  return {
    enterpriseNumber: row.enterpriseNumber,
    name: row.name,
    creditCode: row.creditCode,
    regionCode: row.regionCode ?? '',
    regionName: regionName(row, locale),
    address: row.address,
    legalRepresentative: row.legalRepresentative,
    contactPhone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}
