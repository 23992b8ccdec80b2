// Generated from schemas/postcodes/get_housenrs_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"PostcodesGetHousenrsRequest","description":"Lists the house numbers of a postcode, ascending and unique. Errors: 002 when the postcode is unknown. Permission #postcodes-r.","type":"object","required":["zipcode"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"}},"additionalProperties":false};
const exports = {};

exports["6013bb00"] = validate10;
const schema11 = {"title":"PostcodesGetHousenrsRequest","description":"Lists the house numbers of a postcode, ascending and unique. Errors: 002 when the postcode is unknown. Permission #postcodes-r.","type":"object","required":["zipcode"],"properties":{"zipcode":{"$schema":"http://json-schema.org/draft-07/schema#","title":"Zipcode","description":"Postcode, upper case, no space.","type":"string","pattern":"^[1-9][0-9]{3}[A-Z]{2}$"}},"additionalProperties":false,"$id":"6013bb00"};
const pattern0 = new RegExp("^[1-9][0-9]{3}[A-Z]{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6013bb00" */;
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
for(const key0 in data){
if(!(key0 === "zipcode")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.zipcode !== undefined){
let data0 = data.zipcode;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{3}[A-Z]{2}$"},message:"must match pattern \""+"^[1-9][0-9]{3}[A-Z]{2}$"+"\"",schema:"^[1-9][0-9]{3}[A-Z]{2}$",parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.zipcode.type,parentSchema:schema11.properties.zipcode,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
