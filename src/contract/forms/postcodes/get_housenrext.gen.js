// Generated from schemas/postcodes/get_housenrext_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"PostcodesGetHousenrextRequest","description":"Lists the house number extensions of an address per data source (CADASTRAL, KPNWBA, KPNWEAS; all three always present). \"\" means no extension. Errors: 002 when the postcode / house number combination is unknown. Permission #postcodes-r.","type":"object","required":["zipcode","housenr"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number.","type":"integer","minimum":1,"maximum":99999}},"additionalProperties":false};
const exports = {};

exports["-27921962"] = validate10;
const schema11 = {"title":"PostcodesGetHousenrextRequest","description":"Lists the house number extensions of an address per data source (CADASTRAL, KPNWBA, KPNWEAS; all three always present). \"\" means no extension. Errors: 002 when the postcode / house number combination is unknown. Permission #postcodes-r.","type":"object","required":["zipcode","housenr"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"},"housenr":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Housenr","description":"House number.","type":"integer","minimum":1,"maximum":99999}},"additionalProperties":false,"$id":"-27921962"};
const pattern0 = new RegExp("^[1-9][0-9]{3}[A-Z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-27921962" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.zipcode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zipcode"},message:"must have required property '"+"zipcode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.housenr === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "housenr"},message:"must have required property '"+"housenr"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "zipcode") || (key0 === "housenr"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zipcode !== undefined){
let data0 = data.zipcode;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{3}[A-Z]{2}$"},message:"must match pattern \""+"^[1-9][0-9]{3}[A-Z]{2}$"+"\"",schema:"^[1-9][0-9]{3}[A-Z]{2}$",parentSchema:schema11.properties.zipcode,data:data0};
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
const err4 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.zipcode.type,parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.housenr !== undefined){
let data1 = data.housenr;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.housenr.type,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 99999 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999},message:"must be <= 99999",schema:99999,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/housenr",schemaPath:"#/properties/housenr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.housenr,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
