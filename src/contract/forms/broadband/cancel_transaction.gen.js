// Generated from schemas/broadband/cancel_transaction_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandCancelTransactionRequest","description":"Requests cancellation of a transaction, identified by exactly one of nid or uuid. The reply is the transaction with cancel_requested true, cancelled_by = the user name, cancel_date = today and cancel_reason = the given reason (default \"Cancelled by customer\"); state (e.g. new) and open (true) are unchanged. The backoffice later sets state cancelled, open false and closed_at. Repeating the call returns the same transaction unchanged. Errors: 012 when cancel_possible is false; 008 when no such transaction exists for the caller (also for nid null). \"reason\" is sandbox design. When several transactions share a nid, the most recently created one is used. Permission #broadband-ordering-d.","type":"object","properties":{"nid":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Nid","description":"Network identification of the transaction (alternative to uuid).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"},"uuid":{"description":"UUID of the transaction, lower case (alternative to nid).","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},"reason":{"description":"Reason for the cancellation; default \"Cancelled by customer\".","type":"string","maxLength":200}},"additionalProperties":false};
const exports = {};

exports["-47916994"] = validate10;
const schema11 = {"title":"BroadbandCancelTransactionRequest","description":"Requests cancellation of a transaction, identified by exactly one of nid or uuid. The reply is the transaction with cancel_requested true, cancelled_by = the user name, cancel_date = today and cancel_reason = the given reason (default \"Cancelled by customer\"); state (e.g. new) and open (true) are unchanged. The backoffice later sets state cancelled, open false and closed_at. Repeating the call returns the same transaction unchanged. Errors: 012 when cancel_possible is false; 008 when no such transaction exists for the caller (also for nid null). \"reason\" is sandbox design. When several transactions share a nid, the most recently created one is used. Permission #broadband-ordering-d.","type":"object","properties":{"nid":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Nid","description":"Network identification of the transaction (alternative to uuid).","type":"string","pattern":"^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$"},"uuid":{"description":"UUID of the transaction, lower case (alternative to nid).","type":"string","pattern":"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},"reason":{"description":"Reason for the cancellation; default \"Cancelled by customer\".","type":"string","maxLength":200}},"additionalProperties":false,"$id":"-47916994"};
const pattern0 = new RegExp("^[0-9]{4}[A-Z]{2}[0-9]{5}[0-9A-Z]{4}$", "u");
const pattern1 = new RegExp("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-47916994" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "nid") || (key0 === "uuid")) || (key0 === "reason"))){
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
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 === "string"){
if(data2.length > 200){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reason.type,parentSchema:schema11.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
