// An offline check of a CloudFormation template against AWS's resource specification, as published in
// @aws-cdk/aws-service-spec (the registry schemas the CDK is built from). It does what cfn-lint's core rules do for this
// template: every resource type exists, every property is known and typed as the specification says, the required
// ones are there, and every Ref, Fn::GetAtt and ${…} in Fn::Sub names a parameter, a resource, a pseudo parameter or an
// attribute the resource has. cfn-lint itself is a Python package, and PyPI cannot be reached from these machines.
//
//   npx tsx tools/serving/cloudformation-lint.ts deploy/cloudfront/stack.json
import { readFileSync } from 'node:fs';
import { loadAwsServiceSpecSync } from '@aws-cdk/aws-service-spec';
import type { Property, PropertyType, SpecDatabase } from '@aws-cdk/service-spec-types';

/** `aws cloudformation deploy --template-file` sends a template up to this size inline; past it, it needs an S3 bucket. */
export const INLINE_TEMPLATE_LIMIT = 51_200;

const PSEUDO_PARAMETERS = new Set([
  'AWS::AccountId',
  'AWS::NoValue',
  'AWS::Partition',
  'AWS::Region',
  'AWS::StackId',
  'AWS::StackName',
  'AWS::URLSuffix',
]);
const TOP_LEVEL = new Set([
  'AWSTemplateFormatVersion',
  'Description',
  'Metadata',
  'Parameters',
  'Rules',
  'Mappings',
  'Conditions',
  'Transform',
  'Resources',
  'Outputs',
]);
const RESOURCE_KEYS = new Set([
  'Type',
  'Properties',
  'DependsOn',
  'Condition',
  'DeletionPolicy',
  'UpdateReplacePolicy',
  'Metadata',
]);
const DELETION_POLICIES = new Set(['Delete', 'Retain', 'RetainExceptOnCreate', 'Snapshot']);
const INTRINSICS = new Set([
  'Ref',
  'Fn::GetAtt',
  'Fn::Sub',
  'Fn::Join',
  'Fn::If',
  'Fn::Select',
  'Fn::Split',
  'Fn::ImportValue',
  'Fn::FindInMap',
  'Fn::Base64',
  'Fn::GetAZs',
  'Fn::Cidr',
]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one intrinsic function a value is, if it is one: `{ "Fn::X": … }` with that single key. */
function intrinsic(value: Json): [string, Json] | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  const [only] = entries;
  return entries.length === 1 && only && INTRINSICS.has(only[0]) ? only : undefined;
}

/** A template being checked: its names, the specification, and the problems found so far. */
class TemplateCheck {
  readonly problems: string[] = [];
  private readonly resources: JsonObject;
  private readonly parameters: JsonObject;
  private readonly conditions: JsonObject;

  constructor(
    private readonly template: JsonObject,
    private readonly db: SpecDatabase,
  ) {
    this.resources = isObject(template.Resources) ? template.Resources : {};
    this.parameters = isObject(template.Parameters) ? template.Parameters : {};
    this.conditions = isObject(template.Conditions) ? template.Conditions : {};
  }

  run(): string[] {
    for (const key of Object.keys(this.template)) if (!TOP_LEVEL.has(key)) this.problems.push(`unknown section ${key}`);
    if (Object.keys(this.resources).length === 0) this.problems.push('no Resources');
    for (const [name, parameter] of Object.entries(this.parameters)) this.checkParameter(name, parameter);
    for (const [name, resource] of Object.entries(this.resources)) this.checkResource(name, resource);
    const outputs = isObject(this.template.Outputs) ? this.template.Outputs : {};
    for (const [name, output] of Object.entries(outputs)) {
      if (!isObject(output) || output.Value === undefined) this.problems.push(`Outputs.${name}: no Value`);
      else this.checkReferences(output.Value, `Outputs.${name}`);
    }
    return this.problems;
  }

  private checkParameter(name: string, parameter: Json): void {
    const where = `Parameters.${name}`;
    if (!isObject(parameter) || typeof parameter.Type !== 'string') {
      this.problems.push(`${where}: no Type`);
      return;
    }
    const { Default: fallback, AllowedPattern: pattern } = parameter;
    if (typeof fallback === 'string' && typeof pattern === 'string' && !new RegExp(pattern).test(fallback)) {
      this.problems.push(`${where}: Default does not match AllowedPattern`);
    }
  }

  private checkResource(name: string, resource: Json): void {
    const where = `Resources.${name}`;
    if (!isObject(resource) || typeof resource.Type !== 'string') {
      this.problems.push(`${where}: no Type`);
      return;
    }
    for (const key of Object.keys(resource))
      if (!RESOURCE_KEYS.has(key)) this.problems.push(`${where}: unknown ${key}`);
    for (const key of ['DeletionPolicy', 'UpdateReplacePolicy'] as const) {
      const policy = resource[key];
      if (policy !== undefined && !DELETION_POLICIES.has(String(policy)))
        this.problems.push(`${where}.${key}: ${policy}`);
    }
    if (typeof resource.Condition === 'string' && !(resource.Condition in this.conditions)) {
      this.problems.push(`${where}: unknown condition ${resource.Condition}`);
    }
    const spec = this.db.lookup('resource', 'cloudFormationType', 'equals', resource.Type);
    const [type] = spec;
    if (spec.length !== 1 || !type) {
      this.problems.push(`${where}: unknown type ${resource.Type}`);
      return;
    }
    this.checkObject(resource.Properties ?? {}, type.properties, `${where}.Properties`);
  }

  /** An object of named properties (a resource's, or a property type's) against their specification. */
  private checkObject(value: Json, spec: Readonly<Record<string, Property>>, where: string): void {
    if (this.checkedAsIntrinsic(value, where, (branch, at) => this.checkObject(branch, spec, at))) return;
    if (!isObject(value)) {
      this.problems.push(`${where}: expected an object`);
      return;
    }
    for (const [key, property] of Object.entries(spec)) {
      if (property.required && value[key] === undefined) this.problems.push(`${where}: ${key} is required`);
    }
    for (const [key, item] of Object.entries(value)) {
      const property = spec[key];
      if (property === undefined) this.problems.push(`${where}: unknown property ${key}`);
      else this.checkValue(item, property.type, `${where}.${key}`);
    }
  }

  /** One value against its type; a union passes when one of its types does. */
  private checkValue(value: Json, type: PropertyType, where: string): void {
    if (this.checkedAsIntrinsic(value, where, (branch, at) => this.checkValue(branch, type, at))) return;
    const fail = (expected: string): void =>
      void this.problems.push(`${where}: expected ${expected}, got ${JSON.stringify(value)}`);
    switch (type.type) {
      case 'string':
      case 'date-time':
        if (typeof value !== 'string') fail('a string');
        return;
      case 'number':
      case 'integer':
        if (typeof value !== 'number' && !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)))
          fail('a number');
        return;
      case 'boolean':
        if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') fail('a boolean');
        return;
      case 'json':
        if (!isObject(value) && !Array.isArray(value)) fail('a JSON object');
        return;
      case 'null':
        return;
      case 'tag':
        return this.checkObject(value, TAG, where);
      case 'array':
        if (!Array.isArray(value)) return fail('a list');
        return value.forEach((item, index) => this.checkValue(item, type.element, `${where}[${index}]`));
      case 'map':
        if (!isObject(value)) return fail('a map');
        return Object.entries(value).forEach(([key, item]) => this.checkValue(item, type.element, `${where}.${key}`));
      case 'ref':
        return this.checkObject(value, this.db.get('typeDefinition', type.reference.$ref).properties, where);
      case 'union':
        return this.checkUnion(value, type.types, where);
    }
  }

  private checkUnion(value: Json, types: readonly PropertyType[], where: string): void {
    const before = this.problems.length;
    for (const type of types) {
      this.checkValue(value, type, where);
      if (this.problems.length === before) return;
      this.problems.length = before;
    }
    this.problems.push(`${where}: matches none of its ${types.length} types`);
  }

  /**
   * When `value` is an intrinsic function, checks what it names and, for Fn::If, each branch as the expected type;
   * returns whether it was one. Other functions resolve at deploy time and are taken as of the expected type.
   */
  private checkedAsIntrinsic(value: Json, where: string, checkBranch: (branch: Json, at: string) => void): boolean {
    const found = intrinsic(value);
    if (!found) return false;
    const [name, argument] = found;
    if (name === 'Fn::If') {
      const [condition, whenTrue, whenFalse] = Array.isArray(argument) ? argument : [];
      if (typeof condition !== 'string' || !(condition in this.conditions)) {
        this.problems.push(`${where}: Fn::If names an unknown condition ${JSON.stringify(condition)}`);
      }
      for (const [branch, at] of [
        [whenTrue, 'true'],
        [whenFalse, 'false'],
      ] as const) {
        if (branch === undefined) this.problems.push(`${where}: Fn::If has no ${at} branch`);
        else if (!(isObject(branch) && branch.Ref === 'AWS::NoValue')) checkBranch(branch, `${where}(${at})`);
      }
      return true;
    }
    this.checkReferences(value, where);
    return true;
  }

  /** Every Ref, Fn::GetAtt and ${…} of Fn::Sub inside a value names something the template has. */
  private checkReferences(value: Json, where: string): void {
    if (Array.isArray(value)) return value.forEach((item) => this.checkReferences(item, where));
    if (!isObject(value)) return;
    const found = intrinsic(value);
    if (found?.[0] === 'Ref') this.checkRef(String(found[1]), where);
    else if (found?.[0] === 'Fn::GetAtt') this.checkAttribute(found[1], where);
    else if (found?.[0] === 'Fn::Sub' && typeof found[1] === 'string') {
      for (const [, name = ''] of found[1].matchAll(/\$\{([^!}][^}]*)\}/g)) {
        const dot = name.indexOf('.');
        if (dot > 0 && !name.startsWith('AWS::')) this.checkAttribute([name.slice(0, dot), name.slice(dot + 1)], where);
        else this.checkRef(name, where);
      }
    }
    for (const item of Object.values(value)) this.checkReferences(item, where);
  }

  private checkRef(name: string, where: string): void {
    if (!PSEUDO_PARAMETERS.has(name) && !(name in this.parameters) && !(name in this.resources)) {
      this.problems.push(`${where}: Ref to unknown ${name}`);
    }
  }

  private checkAttribute(argument: Json, where: string): void {
    const [resourceName, attributeName] = Array.isArray(argument) ? argument : [];
    const resource = typeof resourceName === 'string' ? this.resources[resourceName] : undefined;
    if (!isObject(resource) || typeof resource.Type !== 'string') {
      this.problems.push(`${where}: Fn::GetAtt of unknown resource ${JSON.stringify(resourceName)}`);
      return;
    }
    const [spec] = this.db.lookup('resource', 'cloudFormationType', 'equals', resource.Type);
    if (spec && !(String(attributeName) in spec.attributes)) {
      this.problems.push(`${where}: ${resource.Type} has no attribute ${attributeName}`);
    }
  }
}

const TAG: Readonly<Record<string, Property>> = {
  Key: { type: { type: 'string' }, required: true },
  Value: { type: { type: 'string' }, required: true },
};

let database: SpecDatabase | undefined;

/** The problems of a template (its JSON text), as lines naming where; none when it passes. */
export function lintCloudFormation(text: string): string[] {
  const size = Buffer.byteLength(text);
  const sizeProblem =
    size > INLINE_TEMPLATE_LIMIT
      ? [`${size} bytes: over the ${INLINE_TEMPLATE_LIMIT} bytes sent without a bucket`]
      : [];
  const template = JSON.parse(text) as Json;
  if (!isObject(template)) return ['not a template object'];
  database ??= loadAwsServiceSpecSync();
  return [...sizeProblem, ...new TemplateCheck(template, database).run()];
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npx tsx tools/serving/cloudformation-lint.ts <template.json>');
    process.exit(2);
  }
  const problems = lintCloudFormation(readFileSync(file, 'utf8'));
  for (const problem of problems) console.error(`${file}: ${problem}`);
  console.log(problems.length === 0 ? `${file}: no problems` : `${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
