// Generated from schemas/broadband/list_transactions_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandListTransactionsRequest","description":"Lists the caller's transactions (sandbox design). Filters combine with AND; sort members are applied in the order given (default created_at DESC); default pagination {page: 1, per_page: 25}, per_page 0 returns all; a page past the end is empty with correct totals. Filter text may not hold the character U+0000 (NUL): such a filter answers 011. Permission #broadband-r.","type":"object","properties":{"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"state":{"description":"Only transactions in this state.","type":"string","enum":["new","processing","finished","cancelled"]},"action":{"description":"Only transactions of this kind.","type":"string","enum":["offer","new","migrate","change","terminate","migrate_out"]},"nid":{"description":"NID prefix (case-insensitive).","type":"string","maxLength":15,"pattern":"^[^\\u0000]*$"},"uuid":{"description":"Exact transaction UUID (case-insensitive).","type":"string","maxLength":36,"pattern":"^[^\\u0000]*$"},"text":{"description":"Case-insensitive contains over nid, uuid, street, city, zipcode, supplier and product name.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"created_at":{"description":"Sort by created_at.","type":"string","enum":["ASC","DESC"]},"last_updated":{"description":"Sort by last_updated.","type":"string","enum":["ASC","DESC"]},"expected_completion_date":{"description":"Sort by expected_completion_date.","type":"string","enum":["ASC","DESC"]},"state":{"description":"Sort by state.","type":"string","enum":["ASC","DESC"]},"action":{"description":"Sort by action.","type":"string","enum":["ASC","DESC"]},"nid":{"description":"Sort by nid.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 25 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false}},"additionalProperties":false};
const exports = {};

exports["3a284b4b"] = validate10;
const schema11 = {"title":"BroadbandListTransactionsRequest","description":"Lists the caller's transactions (sandbox design). Filters combine with AND; sort members are applied in the order given (default created_at DESC); default pagination {page: 1, per_page: 25}, per_page 0 returns all; a page past the end is empty with correct totals. Filter text may not hold the character U+0000 (NUL): such a filter answers 011. Permission #broadband-r.","type":"object","properties":{"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"state":{"description":"Only transactions in this state.","type":"string","enum":["new","processing","finished","cancelled"]},"action":{"description":"Only transactions of this kind.","type":"string","enum":["offer","new","migrate","change","terminate","migrate_out"]},"nid":{"description":"NID prefix (case-insensitive).","type":"string","maxLength":15,"pattern":"^[^\\u0000]*$"},"uuid":{"description":"Exact transaction UUID (case-insensitive).","type":"string","maxLength":36,"pattern":"^[^\\u0000]*$"},"text":{"description":"Case-insensitive contains over nid, uuid, street, city, zipcode, supplier and product name.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"created_at":{"description":"Sort by created_at.","type":"string","enum":["ASC","DESC"]},"last_updated":{"description":"Sort by last_updated.","type":"string","enum":["ASC","DESC"]},"expected_completion_date":{"description":"Sort by expected_completion_date.","type":"string","enum":["ASC","DESC"]},"state":{"description":"Sort by state.","type":"string","enum":["ASC","DESC"]},"action":{"description":"Sort by action.","type":"string","enum":["ASC","DESC"]},"nid":{"description":"Sort by nid.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 25 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false}},"additionalProperties":false,"$id":"3a284b4b"};
const pattern0 = new RegExp("^[^\\u0000]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3a284b4b" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "filter") || (key0 === "sort")) || (key0 === "pagination"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.filter !== undefined){
let data0 = data.filter;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(((((key1 === "state") || (key1 === "action")) || (key1 === "nid")) || (key1 === "uuid")) || (key1 === "text"))){
const err1 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.filter,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.state !== undefined){
let data1 = data0.state;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/filter/state",schemaPath:"#/properties/filter/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.state.type,parentSchema:schema11.properties.filter.properties.state,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data1 === "new") || (data1 === "processing")) || (data1 === "finished")) || (data1 === "cancelled"))){
const err3 = {instancePath:instancePath+"/filter/state",schemaPath:"#/properties/filter/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.filter.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.filter.properties.state.enum,parentSchema:schema11.properties.filter.properties.state,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.action !== undefined){
let data2 = data0.action;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/filter/action",schemaPath:"#/properties/filter/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.action.type,parentSchema:schema11.properties.filter.properties.action,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((((data2 === "offer") || (data2 === "new")) || (data2 === "migrate")) || (data2 === "change")) || (data2 === "terminate")) || (data2 === "migrate_out"))){
const err5 = {instancePath:instancePath+"/filter/action",schemaPath:"#/properties/filter/properties/action/enum",keyword:"enum",params:{allowedValues: schema11.properties.filter.properties.action.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.filter.properties.action.enum,parentSchema:schema11.properties.filter.properties.action,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.nid !== undefined){
let data3 = data0.nid;
if(typeof data3 === "string"){
if(data3.length > 15){
const err6 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema11.properties.filter.properties.nid,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data3)){
const err7 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.nid,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.nid.type,parentSchema:schema11.properties.filter.properties.nid,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.uuid !== undefined){
let data4 = data0.uuid;
if(typeof data4 === "string"){
if(data4.length > 36){
const err9 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema11.properties.filter.properties.uuid,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data4)){
const err10 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.uuid,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.uuid.type,parentSchema:schema11.properties.filter.properties.uuid,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.text !== undefined){
let data5 = data0.text;
if(typeof data5 === "string"){
if(data5.length > 100){
const err12 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.text,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data5)){
const err13 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.text,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.text.type,parentSchema:schema11.properties.filter.properties.text,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.filter.type,parentSchema:schema11.properties.filter,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.sort !== undefined){
let data6 = data.sort;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
if(!((((((key2 === "created_at") || (key2 === "last_updated")) || (key2 === "expected_completion_date")) || (key2 === "state")) || (key2 === "action")) || (key2 === "nid"))){
const err16 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.sort,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.created_at !== undefined){
let data7 = data6.created_at;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/sort/created_at",schemaPath:"#/properties/sort/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.created_at.type,parentSchema:schema11.properties.sort.properties.created_at,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data7 === "ASC") || (data7 === "DESC"))){
const err18 = {instancePath:instancePath+"/sort/created_at",schemaPath:"#/properties/sort/properties/created_at/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.created_at.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.created_at.enum,parentSchema:schema11.properties.sort.properties.created_at,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.last_updated !== undefined){
let data8 = data6.last_updated;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/sort/last_updated",schemaPath:"#/properties/sort/properties/last_updated/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.last_updated.type,parentSchema:schema11.properties.sort.properties.last_updated,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data8 === "ASC") || (data8 === "DESC"))){
const err20 = {instancePath:instancePath+"/sort/last_updated",schemaPath:"#/properties/sort/properties/last_updated/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.last_updated.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.last_updated.enum,parentSchema:schema11.properties.sort.properties.last_updated,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.expected_completion_date !== undefined){
let data9 = data6.expected_completion_date;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/sort/expected_completion_date",schemaPath:"#/properties/sort/properties/expected_completion_date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.expected_completion_date.type,parentSchema:schema11.properties.sort.properties.expected_completion_date,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data9 === "ASC") || (data9 === "DESC"))){
const err22 = {instancePath:instancePath+"/sort/expected_completion_date",schemaPath:"#/properties/sort/properties/expected_completion_date/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.expected_completion_date.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.expected_completion_date.enum,parentSchema:schema11.properties.sort.properties.expected_completion_date,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.state !== undefined){
let data10 = data6.state;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/sort/state",schemaPath:"#/properties/sort/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.state.type,parentSchema:schema11.properties.sort.properties.state,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data10 === "ASC") || (data10 === "DESC"))){
const err24 = {instancePath:instancePath+"/sort/state",schemaPath:"#/properties/sort/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.state.enum,parentSchema:schema11.properties.sort.properties.state,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.action !== undefined){
let data11 = data6.action;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/sort/action",schemaPath:"#/properties/sort/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.action.type,parentSchema:schema11.properties.sort.properties.action,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data11 === "ASC") || (data11 === "DESC"))){
const err26 = {instancePath:instancePath+"/sort/action",schemaPath:"#/properties/sort/properties/action/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.action.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.action.enum,parentSchema:schema11.properties.sort.properties.action,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.nid !== undefined){
let data12 = data6.nid;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/sort/nid",schemaPath:"#/properties/sort/properties/nid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.nid.type,parentSchema:schema11.properties.sort.properties.nid,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data12 === "ASC") || (data12 === "DESC"))){
const err28 = {instancePath:instancePath+"/sort/nid",schemaPath:"#/properties/sort/properties/nid/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.nid.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.nid.enum,parentSchema:schema11.properties.sort.properties.nid,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.sort.type,parentSchema:schema11.properties.sort,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.pagination !== undefined){
let data13 = data.pagination;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.per_page === undefined){
const err30 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data13.page === undefined){
const err31 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key3 in data13){
if(!((key3 === "per_page") || (key3 === "page"))){
const err32 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.pagination,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data13.per_page !== undefined){
let data14 = data13.per_page;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err33 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.per_page.type,parentSchema:schema11.properties.pagination.properties.per_page,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 10000 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.pagination.properties.per_page,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.pagination.properties.per_page,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data13.page !== undefined){
let data15 = data13.page;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err36 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.page.type,parentSchema:schema11.properties.pagination.properties.page,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 < 1 || isNaN(data15)){
const err37 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.pagination.properties.page,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.pagination.type,parentSchema:schema11.properties.pagination,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
