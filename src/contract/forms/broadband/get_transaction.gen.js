// Generated from schemas/broadband/get_transaction_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandGetTransactionRequest","description":"Reads one transaction, identified by exactly one of nid or uuid (sandbox design). When several transactions share a nid, the most recently created one is returned. Errors: 008 when no such transaction exists for the caller (also for nid null). Permission #broadband-r.","type":"object","properties":{"nid":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Nid","description":"Network identification of the transaction (alternative to uuid).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"},"uuid":{"description":"UUID of the transaction, lower case (alternative to nid).","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"}},"additionalProperties":false};
const exports = {};

exports["-65e5a1f"] = validate10;
const schema11 = {"title":"BroadbandGetTransactionRequest","description":"Reads one transaction, identified by exactly one of nid or uuid (sandbox design). When several transactions share a nid, the most recently created one is returned. Errors: 008 when no such transaction exists for the caller (also for nid null). Permission #broadband-r.","type":"object","properties":{"nid":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Nid","description":"Network identification of the transaction (alternative to uuid).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"},"uuid":{"description":"UUID of the transaction, lower case (alternative to nid).","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"}},"additionalProperties":false,"$id":"-65e5a1f"};
const pattern0 = new RegExp("^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$", "u");
const pattern1 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-65e5a1f" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "nid") || (key0 === "uuid"))){
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
if(data.nid !== undefined){
let data0 = data.nid;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/nid",schemaPath:"#/properties/nid/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"},message:"must match pattern \""+"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"+"\"",schema:"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$",parentSchema:schema11.properties.nid,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/nid",schemaPath:"#/properties/nid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.nid.type,parentSchema:schema11.properties.nid,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.uuid !== undefined){
let data1 = data.uuid;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err3 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},message:"must match pattern \""+"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"+"\"",schema:"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",parentSchema:schema11.properties.uuid,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/uuid",schemaPath:"#/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.uuid.type,parentSchema:schema11.properties.uuid,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
