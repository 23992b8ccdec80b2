// Generated from schemas/broadband/list_transactions_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandListTransactionsRequest","description":"Lists the caller's transactions (sandbox design). Filters combine with AND; sort members are applied in the order given (default created_at DESC); default pagination {page: 1, per_page: 25}, per_page 0 returns all; a page past the end is empty with correct totals. With count_by the reply also counts every matching transaction (not only the page's) per value of the members named, so a client can chart them without fetching them. \"Today\" is the service's date in UTC. Filter text may not hold the character U+0000 (NUL): such a filter answers 011. Permission #broadband-r.","type":"object","properties":{"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"state":{"description":"Only transactions in this state.","type":"string","enum":["new","processing","finished","cancelled"]},"action":{"description":"Only transactions of this kind.","type":"string","enum":["offer","new","migrate","change","terminate","migrate_out"]},"open":{"description":"true: only open transactions (state new or processing); false: only closed ones (finished or cancelled).","type":"boolean"},"cancel_requested":{"description":"true: only transactions whose cancellation was requested (cancel_requested true, those the backoffice has cancelled since included); false: only those without such a request (cancel_requested false or null).","type":"boolean"},"slipped":{"description":"true: only open transactions whose expected completion slipped: a delayed date (expected_completion_date_delayed) is set, or expected_completion_date lies before today; false: every other transaction.","type":"boolean"},"expected_completion_from":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Date","description":"Only transactions whose expected_completion_date is this date or later; one without an expected completion date does not match.","type":"string","pattern":"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},"expected_completion_to":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Date","description":"Only transactions whose expected_completion_date is this date or earlier; one without an expected completion date does not match.","type":"string","pattern":"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},"nid":{"description":"NID prefix (case-insensitive).","type":"string","maxLength":15,"pattern":"^[^\\u0000]*$"},"uuid":{"description":"Exact transaction UUID (case-insensitive).","type":"string","maxLength":36,"pattern":"^[^\\u0000]*$"},"text":{"description":"Case-insensitive contains over nid, uuid, street, city, zipcode, supplier and product name.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"created_at":{"description":"Sort by created_at.","type":"string","enum":["ASC","DESC"]},"last_updated":{"description":"Sort by last_updated.","type":"string","enum":["ASC","DESC"]},"expected_completion_date":{"description":"Sort by expected_completion_date.","type":"string","enum":["ASC","DESC"]},"state":{"description":"Sort by state.","type":"string","enum":["ASC","DESC"]},"action":{"description":"Sort by action.","type":"string","enum":["ASC","DESC"]},"nid":{"description":"Sort by nid.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 25 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false},"count_by":{"description":"Members to count the matching transactions by (every match, whatever the page); the reply then holds counts with one list per member named.","type":"array","items":{"type":"string","enum":["state","action","expected_completion_date"]},"uniqueItems":true,"maxItems":3}},"additionalProperties":false};
const exports = {};

exports["-58998232"] = validate10;
const schema11 = {"title":"BroadbandListTransactionsRequest","description":"Lists the caller's transactions (sandbox design). Filters combine with AND; sort members are applied in the order given (default created_at DESC); default pagination {page: 1, per_page: 25}, per_page 0 returns all; a page past the end is empty with correct totals. With count_by the reply also counts every matching transaction (not only the page's) per value of the members named, so a client can chart them without fetching them. \"Today\" is the service's date in UTC. Filter text may not hold the character U+0000 (NUL): such a filter answers 011. Permission #broadband-r.","type":"object","properties":{"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"state":{"description":"Only transactions in this state.","type":"string","enum":["new","processing","finished","cancelled"]},"action":{"description":"Only transactions of this kind.","type":"string","enum":["offer","new","migrate","change","terminate","migrate_out"]},"open":{"description":"true: only open transactions (state new or processing); false: only closed ones (finished or cancelled).","type":"boolean"},"cancel_requested":{"description":"true: only transactions whose cancellation was requested (cancel_requested true, those the backoffice has cancelled since included); false: only those without such a request (cancel_requested false or null).","type":"boolean"},"slipped":{"description":"true: only open transactions whose expected completion slipped: a delayed date (expected_completion_date_delayed) is set, or expected_completion_date lies before today; false: every other transaction.","type":"boolean"},"expected_completion_from":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Date","description":"Only transactions whose expected_completion_date is this date or later; one without an expected completion date does not match.","type":"string","pattern":"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},"expected_completion_to":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Date","description":"Only transactions whose expected_completion_date is this date or earlier; one without an expected completion date does not match.","type":"string","pattern":"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},"nid":{"description":"NID prefix (case-insensitive).","type":"string","maxLength":15,"pattern":"^[^\\u0000]*$"},"uuid":{"description":"Exact transaction UUID (case-insensitive).","type":"string","maxLength":36,"pattern":"^[^\\u0000]*$"},"text":{"description":"Case-insensitive contains over nid, uuid, street, city, zipcode, supplier and product name.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"created_at":{"description":"Sort by created_at.","type":"string","enum":["ASC","DESC"]},"last_updated":{"description":"Sort by last_updated.","type":"string","enum":["ASC","DESC"]},"expected_completion_date":{"description":"Sort by expected_completion_date.","type":"string","enum":["ASC","DESC"]},"state":{"description":"Sort by state.","type":"string","enum":["ASC","DESC"]},"action":{"description":"Sort by action.","type":"string","enum":["ASC","DESC"]},"nid":{"description":"Sort by nid.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 25 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false},"count_by":{"description":"Members to count the matching transactions by (every match, whatever the page); the reply then holds counts with one list per member named.","type":"array","items":{"type":"string","enum":["state","action","expected_completion_date"]},"uniqueItems":true,"maxItems":3}},"additionalProperties":false,"$id":"-58998232"};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$", "u");
const pattern2 = new RegExp("^[^\\u0000]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-58998232" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "filter") || (key0 === "sort")) || (key0 === "pagination")) || (key0 === "count_by"))){
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
if(!(func2.call(schema11.properties.filter.properties, key1))){
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
if(data0.open !== undefined){
let data3 = data0.open;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/filter/open",schemaPath:"#/properties/filter/properties/open/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.filter.properties.open.type,parentSchema:schema11.properties.filter.properties.open,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.cancel_requested !== undefined){
let data4 = data0.cancel_requested;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/filter/cancel_requested",schemaPath:"#/properties/filter/properties/cancel_requested/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.filter.properties.cancel_requested.type,parentSchema:schema11.properties.filter.properties.cancel_requested,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.slipped !== undefined){
let data5 = data0.slipped;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/filter/slipped",schemaPath:"#/properties/filter/properties/slipped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.filter.properties.slipped.type,parentSchema:schema11.properties.filter.properties.slipped,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.expected_completion_from !== undefined){
let data6 = data0.expected_completion_from;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err9 = {instancePath:instancePath+"/filter/expected_completion_from",schemaPath:"#/properties/filter/properties/expected_completion_from/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},message:"must match pattern \""+"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"+"\"",schema:"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$",parentSchema:schema11.properties.filter.properties.expected_completion_from,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/filter/expected_completion_from",schemaPath:"#/properties/filter/properties/expected_completion_from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.expected_completion_from.type,parentSchema:schema11.properties.filter.properties.expected_completion_from,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.expected_completion_to !== undefined){
let data7 = data0.expected_completion_to;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err11 = {instancePath:instancePath+"/filter/expected_completion_to",schemaPath:"#/properties/filter/properties/expected_completion_to/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"},message:"must match pattern \""+"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$"+"\"",schema:"^[1-9][0-9]{3}-[01][0-9]-[0-3][0-9]$",parentSchema:schema11.properties.filter.properties.expected_completion_to,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/filter/expected_completion_to",schemaPath:"#/properties/filter/properties/expected_completion_to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.expected_completion_to.type,parentSchema:schema11.properties.filter.properties.expected_completion_to,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.nid !== undefined){
let data8 = data0.nid;
if(typeof data8 === "string"){
if(data8.length > 15){
const err13 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema11.properties.filter.properties.nid,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern2.test(data8)){
const err14 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.nid,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/filter/nid",schemaPath:"#/properties/filter/properties/nid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.nid.type,parentSchema:schema11.properties.filter.properties.nid,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.uuid !== undefined){
let data9 = data0.uuid;
if(typeof data9 === "string"){
if(data9.length > 36){
const err16 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema11.properties.filter.properties.uuid,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern2.test(data9)){
const err17 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.uuid,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/filter/uuid",schemaPath:"#/properties/filter/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.uuid.type,parentSchema:schema11.properties.filter.properties.uuid,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.text !== undefined){
let data10 = data0.text;
if(typeof data10 === "string"){
if(data10.length > 100){
const err19 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.text,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern2.test(data10)){
const err20 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.text,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/filter/text",schemaPath:"#/properties/filter/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.text.type,parentSchema:schema11.properties.filter.properties.text,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.filter.type,parentSchema:schema11.properties.filter,data:data0};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.sort !== undefined){
let data11 = data.sort;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(!((((((key2 === "created_at") || (key2 === "last_updated")) || (key2 === "expected_completion_date")) || (key2 === "state")) || (key2 === "action")) || (key2 === "nid"))){
const err23 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.sort,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.created_at !== undefined){
let data12 = data11.created_at;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/sort/created_at",schemaPath:"#/properties/sort/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.created_at.type,parentSchema:schema11.properties.sort.properties.created_at,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data12 === "ASC") || (data12 === "DESC"))){
const err25 = {instancePath:instancePath+"/sort/created_at",schemaPath:"#/properties/sort/properties/created_at/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.created_at.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.created_at.enum,parentSchema:schema11.properties.sort.properties.created_at,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.last_updated !== undefined){
let data13 = data11.last_updated;
if(typeof data13 !== "string"){
const err26 = {instancePath:instancePath+"/sort/last_updated",schemaPath:"#/properties/sort/properties/last_updated/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.last_updated.type,parentSchema:schema11.properties.sort.properties.last_updated,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data13 === "ASC") || (data13 === "DESC"))){
const err27 = {instancePath:instancePath+"/sort/last_updated",schemaPath:"#/properties/sort/properties/last_updated/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.last_updated.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.last_updated.enum,parentSchema:schema11.properties.sort.properties.last_updated,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.expected_completion_date !== undefined){
let data14 = data11.expected_completion_date;
if(typeof data14 !== "string"){
const err28 = {instancePath:instancePath+"/sort/expected_completion_date",schemaPath:"#/properties/sort/properties/expected_completion_date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.expected_completion_date.type,parentSchema:schema11.properties.sort.properties.expected_completion_date,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data14 === "ASC") || (data14 === "DESC"))){
const err29 = {instancePath:instancePath+"/sort/expected_completion_date",schemaPath:"#/properties/sort/properties/expected_completion_date/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.expected_completion_date.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.expected_completion_date.enum,parentSchema:schema11.properties.sort.properties.expected_completion_date,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.state !== undefined){
let data15 = data11.state;
if(typeof data15 !== "string"){
const err30 = {instancePath:instancePath+"/sort/state",schemaPath:"#/properties/sort/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.state.type,parentSchema:schema11.properties.sort.properties.state,data:data15};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!((data15 === "ASC") || (data15 === "DESC"))){
const err31 = {instancePath:instancePath+"/sort/state",schemaPath:"#/properties/sort/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.state.enum,parentSchema:schema11.properties.sort.properties.state,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.action !== undefined){
let data16 = data11.action;
if(typeof data16 !== "string"){
const err32 = {instancePath:instancePath+"/sort/action",schemaPath:"#/properties/sort/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.action.type,parentSchema:schema11.properties.sort.properties.action,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((data16 === "ASC") || (data16 === "DESC"))){
const err33 = {instancePath:instancePath+"/sort/action",schemaPath:"#/properties/sort/properties/action/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.action.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.action.enum,parentSchema:schema11.properties.sort.properties.action,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.nid !== undefined){
let data17 = data11.nid;
if(typeof data17 !== "string"){
const err34 = {instancePath:instancePath+"/sort/nid",schemaPath:"#/properties/sort/properties/nid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.nid.type,parentSchema:schema11.properties.sort.properties.nid,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data17 === "ASC") || (data17 === "DESC"))){
const err35 = {instancePath:instancePath+"/sort/nid",schemaPath:"#/properties/sort/properties/nid/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.nid.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.nid.enum,parentSchema:schema11.properties.sort.properties.nid,data:data17};
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
else {
const err36 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.sort.type,parentSchema:schema11.properties.sort,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.pagination !== undefined){
let data18 = data.pagination;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.per_page === undefined){
const err37 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data18.page === undefined){
const err38 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data18){
if(!((key3 === "per_page") || (key3 === "page"))){
const err39 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.pagination,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.per_page !== undefined){
let data19 = data18.per_page;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err40 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.per_page.type,parentSchema:schema11.properties.pagination.properties.per_page,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 10000 || isNaN(data19)){
const err41 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.pagination.properties.per_page,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err42 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.pagination.properties.per_page,data:data19};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data18.page !== undefined){
let data20 = data18.page;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err43 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.page.type,parentSchema:schema11.properties.pagination.properties.page,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 1 || isNaN(data20)){
const err44 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.pagination.properties.page,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.pagination.type,parentSchema:schema11.properties.pagination,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.count_by !== undefined){
let data21 = data.count_by;
if(Array.isArray(data21)){
if(data21.length > 3){
const err46 = {instancePath:instancePath+"/count_by",schemaPath:"#/properties/count_by/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items",schema:3,parentSchema:schema11.properties.count_by,data:data21};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(typeof data22 !== "string"){
const err47 = {instancePath:instancePath+"/count_by/" + i0,schemaPath:"#/properties/count_by/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.count_by.items.type,parentSchema:schema11.properties.count_by.items,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(((data22 === "state") || (data22 === "action")) || (data22 === "expected_completion_date"))){
const err48 = {instancePath:instancePath+"/count_by/" + i0,schemaPath:"#/properties/count_by/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.count_by.items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.count_by.items.enum,parentSchema:schema11.properties.count_by.items,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
let i1 = data21.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data21[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err49 = {instancePath:instancePath+"/count_by",schemaPath:"#/properties/count_by/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.count_by,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err50 = {instancePath:instancePath+"/count_by",schemaPath:"#/properties/count_by/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.count_by.type,parentSchema:schema11.properties.count_by,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
