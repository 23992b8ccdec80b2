// Generated from schemas/broadband/list_carriers_request_v1.json by `npm run generate`. Do not edit.
/* eslint-disable */
export const schema = {"title":"BroadbandListCarriersRequest","description":"Lists carrier products. Sort members are applied in the order they appear in the request; default order product_id ASC. Filter text members match case-insensitively as \"contains\"; numeric members (product_id, netcode_id, copper_pairs, distance, download, upload) match exactly, or \">=N\" / \"<=N\"; \"network_match\" matches the network name exactly, case-insensitively (null = no filter). Default pagination {page: 1, per_page: 100}; per_page 0 returns all items; a page past the end is empty with correct totals. Unknown members are rejected at every level, and filter text may not hold the character U+0000 (NUL): both answer 011. Permission #broadband-r.","type":"object","properties":{"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 100 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"carriertype":{"description":"Sort by carriertype.","type":"string","enum":["ASC","DESC"]},"netcode_id":{"description":"Sort by netcode_id.","type":"string","enum":["ASC","DESC"]},"copper_pairs":{"description":"Sort by copper_pairs.","type":"string","enum":["ASC","DESC"]},"base_technology":{"description":"Sort by base_technology.","type":"string","enum":["ASC","DESC"]},"network":{"description":"Sort by network.","type":"string","enum":["ASC","DESC"]},"nlstype":{"description":"Sort by nlstype.","type":"string","enum":["ASC","DESC"]},"data_technology":{"description":"Sort by data_technology.","type":"string","enum":["ASC","DESC"]},"maxnls":{"description":"Sort by maxnls.","type":"string","enum":["ASC","DESC"]},"test_label":{"description":"Sort by test_label.","type":"string","enum":["ASC","DESC"]},"product_id":{"description":"Sort by product_id.","type":"string","enum":["ASC","DESC"]},"channel_type":{"description":"Sort by channel_type.","type":"string","enum":["ASC","DESC"]},"distance":{"description":"Sort by distance.","type":"string","enum":["ASC","DESC"]},"supplier":{"description":"Sort by supplier.","type":"string","enum":["ASC","DESC"]},"aggregated_data_technology":{"description":"Sort by aggregated_data_technology.","type":"string","enum":["ASC","DESC"]},"area":{"description":"Sort by area.","type":"string","enum":["ASC","DESC"]},"name":{"description":"Sort by name.","type":"string","enum":["ASC","DESC"]},"aggregated_carriertype":{"description":"Sort by aggregated_carriertype.","type":"string","enum":["ASC","DESC"]},"download":{"description":"Sort by download.","type":"string","enum":["ASC","DESC"]},"upload":{"description":"Sort by upload.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"carriertype":{"description":"Filter on carriertype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"netcode_id":{"description":"Filter on netcode_id: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"copper_pairs":{"description":"Filter on copper_pairs: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"base_technology":{"description":"Filter on base_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"network":{"description":"Filter on network: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"nlstype":{"description":"Filter on nlstype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"data_technology":{"description":"Filter on data_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"maxnls":{"description":"Filter on maxnls: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"test_label":{"description":"Filter on test_label: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"product_id":{"description":"Filter on product_id: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"channel_type":{"description":"Filter on channel_type: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"distance":{"description":"Filter on distance: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"supplier":{"description":"Filter on supplier: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"aggregated_data_technology":{"description":"Filter on aggregated_data_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"area":{"description":"Filter on area: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"name":{"description":"Filter on name: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"aggregated_carriertype":{"description":"Filter on aggregated_carriertype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"download":{"description":"Filter on download: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"upload":{"description":"Filter on upload: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"invoice_description":{"description":"Filter on invoice_description: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"network_match":{"description":"Exact, case-insensitive network name; null means no filter.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false}},"additionalProperties":false};
const exports = {};

exports["-7387e254"] = validate10;
const schema11 = {"title":"BroadbandListCarriersRequest","description":"Lists carrier products. Sort members are applied in the order they appear in the request; default order product_id ASC. Filter text members match case-insensitively as \"contains\"; numeric members (product_id, netcode_id, copper_pairs, distance, download, upload) match exactly, or \">=N\" / \"<=N\"; \"network_match\" matches the network name exactly, case-insensitively (null = no filter). Default pagination {page: 1, per_page: 100}; per_page 0 returns all items; a page past the end is empty with correct totals. Unknown members are rejected at every level, and filter text may not hold the character U+0000 (NUL): both answer 011. Permission #broadband-r.","type":"object","properties":{"pagination":{"$schema":"http://json-schema.org/draft-07/schema#","title":"PaginationRequest","description":"Page to return; default page 1, 100 per page.","type":"object","required":["per_page","page"],"properties":{"per_page":{"description":"Items per page, 0 to 10000; 0 means all items on one page.","type":"integer","minimum":0,"maximum":10000},"page":{"description":"Page number, starting at 1.","type":"integer","minimum":1}},"additionalProperties":false},"sort":{"description":"Sort order per attribute, applied in the order given.","type":"object","properties":{"carriertype":{"description":"Sort by carriertype.","type":"string","enum":["ASC","DESC"]},"netcode_id":{"description":"Sort by netcode_id.","type":"string","enum":["ASC","DESC"]},"copper_pairs":{"description":"Sort by copper_pairs.","type":"string","enum":["ASC","DESC"]},"base_technology":{"description":"Sort by base_technology.","type":"string","enum":["ASC","DESC"]},"network":{"description":"Sort by network.","type":"string","enum":["ASC","DESC"]},"nlstype":{"description":"Sort by nlstype.","type":"string","enum":["ASC","DESC"]},"data_technology":{"description":"Sort by data_technology.","type":"string","enum":["ASC","DESC"]},"maxnls":{"description":"Sort by maxnls.","type":"string","enum":["ASC","DESC"]},"test_label":{"description":"Sort by test_label.","type":"string","enum":["ASC","DESC"]},"product_id":{"description":"Sort by product_id.","type":"string","enum":["ASC","DESC"]},"channel_type":{"description":"Sort by channel_type.","type":"string","enum":["ASC","DESC"]},"distance":{"description":"Sort by distance.","type":"string","enum":["ASC","DESC"]},"supplier":{"description":"Sort by supplier.","type":"string","enum":["ASC","DESC"]},"aggregated_data_technology":{"description":"Sort by aggregated_data_technology.","type":"string","enum":["ASC","DESC"]},"area":{"description":"Sort by area.","type":"string","enum":["ASC","DESC"]},"name":{"description":"Sort by name.","type":"string","enum":["ASC","DESC"]},"aggregated_carriertype":{"description":"Sort by aggregated_carriertype.","type":"string","enum":["ASC","DESC"]},"download":{"description":"Sort by download.","type":"string","enum":["ASC","DESC"]},"upload":{"description":"Sort by upload.","type":"string","enum":["ASC","DESC"]}},"additionalProperties":false},"filter":{"description":"Filters; all given members must match.","type":"object","properties":{"carriertype":{"description":"Filter on carriertype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"netcode_id":{"description":"Filter on netcode_id: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"copper_pairs":{"description":"Filter on copper_pairs: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"base_technology":{"description":"Filter on base_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"network":{"description":"Filter on network: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"nlstype":{"description":"Filter on nlstype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"data_technology":{"description":"Filter on data_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"maxnls":{"description":"Filter on maxnls: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"test_label":{"description":"Filter on test_label: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"product_id":{"description":"Filter on product_id: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"channel_type":{"description":"Filter on channel_type: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"distance":{"description":"Filter on distance: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"supplier":{"description":"Filter on supplier: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"aggregated_data_technology":{"description":"Filter on aggregated_data_technology: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"area":{"description":"Filter on area: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"name":{"description":"Filter on name: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"aggregated_carriertype":{"description":"Filter on aggregated_carriertype: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"download":{"description":"Filter on download: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"upload":{"description":"Filter on upload: exact number, or \">=N\" / \"<=N\".","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"invoice_description":{"description":"Filter on invoice_description: case-insensitive contains.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"},"network_match":{"description":"Exact, case-insensitive network name; null means no filter.","type":"string","maxLength":100,"pattern":"^[^\\u0000]*$"}},"additionalProperties":false}},"additionalProperties":false,"$id":"-7387e254"};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[^\\u0000]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7387e254" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "pagination") || (key0 === "sort")) || (key0 === "filter"))){
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
if(data.pagination !== undefined){
let data0 = data.pagination;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.per_page === undefined){
const err1 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.page === undefined){
const err2 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/required",keyword:"required",params:{missingProperty: "page"},message:"must have required property '"+"page"+"'",schema:schema11.properties.pagination.required,parentSchema:schema11.properties.pagination,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "per_page") || (key1 === "page"))){
const err3 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.pagination,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.per_page !== undefined){
let data1 = data0.per_page;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.per_page.type,parentSchema:schema11.properties.pagination.properties.per_page,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 10000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.pagination.properties.per_page,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/pagination/per_page",schemaPath:"#/properties/pagination/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.pagination.properties.per_page,data:data1};
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
if(data0.page !== undefined){
let data2 = data0.page;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.pagination.properties.page.type,parentSchema:schema11.properties.pagination.properties.page,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/pagination/page",schemaPath:"#/properties/pagination/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.pagination.properties.page,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/pagination",schemaPath:"#/properties/pagination/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.pagination.type,parentSchema:schema11.properties.pagination,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sort !== undefined){
let data3 = data.sort;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!(func2.call(schema11.properties.sort.properties, key2))){
const err10 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.carriertype !== undefined){
let data4 = data3.carriertype;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/sort/carriertype",schemaPath:"#/properties/sort/properties/carriertype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.carriertype.type,parentSchema:schema11.properties.sort.properties.carriertype,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data4 === "ASC") || (data4 === "DESC"))){
const err12 = {instancePath:instancePath+"/sort/carriertype",schemaPath:"#/properties/sort/properties/carriertype/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.carriertype.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.carriertype.enum,parentSchema:schema11.properties.sort.properties.carriertype,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.netcode_id !== undefined){
let data5 = data3.netcode_id;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/sort/netcode_id",schemaPath:"#/properties/sort/properties/netcode_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.netcode_id.type,parentSchema:schema11.properties.sort.properties.netcode_id,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data5 === "ASC") || (data5 === "DESC"))){
const err14 = {instancePath:instancePath+"/sort/netcode_id",schemaPath:"#/properties/sort/properties/netcode_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.netcode_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.netcode_id.enum,parentSchema:schema11.properties.sort.properties.netcode_id,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.copper_pairs !== undefined){
let data6 = data3.copper_pairs;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/sort/copper_pairs",schemaPath:"#/properties/sort/properties/copper_pairs/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.copper_pairs.type,parentSchema:schema11.properties.sort.properties.copper_pairs,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === "ASC") || (data6 === "DESC"))){
const err16 = {instancePath:instancePath+"/sort/copper_pairs",schemaPath:"#/properties/sort/properties/copper_pairs/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.copper_pairs.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.copper_pairs.enum,parentSchema:schema11.properties.sort.properties.copper_pairs,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.base_technology !== undefined){
let data7 = data3.base_technology;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/sort/base_technology",schemaPath:"#/properties/sort/properties/base_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.base_technology.type,parentSchema:schema11.properties.sort.properties.base_technology,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data7 === "ASC") || (data7 === "DESC"))){
const err18 = {instancePath:instancePath+"/sort/base_technology",schemaPath:"#/properties/sort/properties/base_technology/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.base_technology.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.base_technology.enum,parentSchema:schema11.properties.sort.properties.base_technology,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.network !== undefined){
let data8 = data3.network;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/sort/network",schemaPath:"#/properties/sort/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.network.type,parentSchema:schema11.properties.sort.properties.network,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data8 === "ASC") || (data8 === "DESC"))){
const err20 = {instancePath:instancePath+"/sort/network",schemaPath:"#/properties/sort/properties/network/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.network.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.network.enum,parentSchema:schema11.properties.sort.properties.network,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.nlstype !== undefined){
let data9 = data3.nlstype;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/sort/nlstype",schemaPath:"#/properties/sort/properties/nlstype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.nlstype.type,parentSchema:schema11.properties.sort.properties.nlstype,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data9 === "ASC") || (data9 === "DESC"))){
const err22 = {instancePath:instancePath+"/sort/nlstype",schemaPath:"#/properties/sort/properties/nlstype/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.nlstype.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.nlstype.enum,parentSchema:schema11.properties.sort.properties.nlstype,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.data_technology !== undefined){
let data10 = data3.data_technology;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/sort/data_technology",schemaPath:"#/properties/sort/properties/data_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.data_technology.type,parentSchema:schema11.properties.sort.properties.data_technology,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data10 === "ASC") || (data10 === "DESC"))){
const err24 = {instancePath:instancePath+"/sort/data_technology",schemaPath:"#/properties/sort/properties/data_technology/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.data_technology.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.data_technology.enum,parentSchema:schema11.properties.sort.properties.data_technology,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.maxnls !== undefined){
let data11 = data3.maxnls;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/sort/maxnls",schemaPath:"#/properties/sort/properties/maxnls/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.maxnls.type,parentSchema:schema11.properties.sort.properties.maxnls,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data11 === "ASC") || (data11 === "DESC"))){
const err26 = {instancePath:instancePath+"/sort/maxnls",schemaPath:"#/properties/sort/properties/maxnls/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.maxnls.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.maxnls.enum,parentSchema:schema11.properties.sort.properties.maxnls,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.test_label !== undefined){
let data12 = data3.test_label;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/sort/test_label",schemaPath:"#/properties/sort/properties/test_label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.test_label.type,parentSchema:schema11.properties.sort.properties.test_label,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data12 === "ASC") || (data12 === "DESC"))){
const err28 = {instancePath:instancePath+"/sort/test_label",schemaPath:"#/properties/sort/properties/test_label/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.test_label.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.test_label.enum,parentSchema:schema11.properties.sort.properties.test_label,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data3.product_id !== undefined){
let data13 = data3.product_id;
if(typeof data13 !== "string"){
const err29 = {instancePath:instancePath+"/sort/product_id",schemaPath:"#/properties/sort/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.product_id.type,parentSchema:schema11.properties.sort.properties.product_id,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data13 === "ASC") || (data13 === "DESC"))){
const err30 = {instancePath:instancePath+"/sort/product_id",schemaPath:"#/properties/sort/properties/product_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.product_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.product_id.enum,parentSchema:schema11.properties.sort.properties.product_id,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data3.channel_type !== undefined){
let data14 = data3.channel_type;
if(typeof data14 !== "string"){
const err31 = {instancePath:instancePath+"/sort/channel_type",schemaPath:"#/properties/sort/properties/channel_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.channel_type.type,parentSchema:schema11.properties.sort.properties.channel_type,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data14 === "ASC") || (data14 === "DESC"))){
const err32 = {instancePath:instancePath+"/sort/channel_type",schemaPath:"#/properties/sort/properties/channel_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.channel_type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.channel_type.enum,parentSchema:schema11.properties.sort.properties.channel_type,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data3.distance !== undefined){
let data15 = data3.distance;
if(typeof data15 !== "string"){
const err33 = {instancePath:instancePath+"/sort/distance",schemaPath:"#/properties/sort/properties/distance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.distance.type,parentSchema:schema11.properties.sort.properties.distance,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((data15 === "ASC") || (data15 === "DESC"))){
const err34 = {instancePath:instancePath+"/sort/distance",schemaPath:"#/properties/sort/properties/distance/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.distance.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.distance.enum,parentSchema:schema11.properties.sort.properties.distance,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data3.supplier !== undefined){
let data16 = data3.supplier;
if(typeof data16 !== "string"){
const err35 = {instancePath:instancePath+"/sort/supplier",schemaPath:"#/properties/sort/properties/supplier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.supplier.type,parentSchema:schema11.properties.sort.properties.supplier,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data16 === "ASC") || (data16 === "DESC"))){
const err36 = {instancePath:instancePath+"/sort/supplier",schemaPath:"#/properties/sort/properties/supplier/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.supplier.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.supplier.enum,parentSchema:schema11.properties.sort.properties.supplier,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data3.aggregated_data_technology !== undefined){
let data17 = data3.aggregated_data_technology;
if(typeof data17 !== "string"){
const err37 = {instancePath:instancePath+"/sort/aggregated_data_technology",schemaPath:"#/properties/sort/properties/aggregated_data_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.aggregated_data_technology.type,parentSchema:schema11.properties.sort.properties.aggregated_data_technology,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((data17 === "ASC") || (data17 === "DESC"))){
const err38 = {instancePath:instancePath+"/sort/aggregated_data_technology",schemaPath:"#/properties/sort/properties/aggregated_data_technology/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.aggregated_data_technology.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.aggregated_data_technology.enum,parentSchema:schema11.properties.sort.properties.aggregated_data_technology,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data3.area !== undefined){
let data18 = data3.area;
if(typeof data18 !== "string"){
const err39 = {instancePath:instancePath+"/sort/area",schemaPath:"#/properties/sort/properties/area/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.area.type,parentSchema:schema11.properties.sort.properties.area,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data18 === "ASC") || (data18 === "DESC"))){
const err40 = {instancePath:instancePath+"/sort/area",schemaPath:"#/properties/sort/properties/area/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.area.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.area.enum,parentSchema:schema11.properties.sort.properties.area,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data3.name !== undefined){
let data19 = data3.name;
if(typeof data19 !== "string"){
const err41 = {instancePath:instancePath+"/sort/name",schemaPath:"#/properties/sort/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.name.type,parentSchema:schema11.properties.sort.properties.name,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data19 === "ASC") || (data19 === "DESC"))){
const err42 = {instancePath:instancePath+"/sort/name",schemaPath:"#/properties/sort/properties/name/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.name.enum,parentSchema:schema11.properties.sort.properties.name,data:data19};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data3.aggregated_carriertype !== undefined){
let data20 = data3.aggregated_carriertype;
if(typeof data20 !== "string"){
const err43 = {instancePath:instancePath+"/sort/aggregated_carriertype",schemaPath:"#/properties/sort/properties/aggregated_carriertype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.aggregated_carriertype.type,parentSchema:schema11.properties.sort.properties.aggregated_carriertype,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data20 === "ASC") || (data20 === "DESC"))){
const err44 = {instancePath:instancePath+"/sort/aggregated_carriertype",schemaPath:"#/properties/sort/properties/aggregated_carriertype/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.aggregated_carriertype.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.aggregated_carriertype.enum,parentSchema:schema11.properties.sort.properties.aggregated_carriertype,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data3.download !== undefined){
let data21 = data3.download;
if(typeof data21 !== "string"){
const err45 = {instancePath:instancePath+"/sort/download",schemaPath:"#/properties/sort/properties/download/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.download.type,parentSchema:schema11.properties.sort.properties.download,data:data21};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!((data21 === "ASC") || (data21 === "DESC"))){
const err46 = {instancePath:instancePath+"/sort/download",schemaPath:"#/properties/sort/properties/download/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.download.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.download.enum,parentSchema:schema11.properties.sort.properties.download,data:data21};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data3.upload !== undefined){
let data22 = data3.upload;
if(typeof data22 !== "string"){
const err47 = {instancePath:instancePath+"/sort/upload",schemaPath:"#/properties/sort/properties/upload/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sort.properties.upload.type,parentSchema:schema11.properties.sort.properties.upload,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((data22 === "ASC") || (data22 === "DESC"))){
const err48 = {instancePath:instancePath+"/sort/upload",schemaPath:"#/properties/sort/properties/upload/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.properties.upload.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sort.properties.upload.enum,parentSchema:schema11.properties.sort.properties.upload,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.sort.type,parentSchema:schema11.properties.sort,data:data3};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.filter !== undefined){
let data23 = data.filter;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key3 in data23){
if(!(func2.call(schema11.properties.filter.properties, key3))){
const err50 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.filter,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data23.carriertype !== undefined){
let data24 = data23.carriertype;
if(typeof data24 === "string"){
if(data24.length > 100){
const err51 = {instancePath:instancePath+"/filter/carriertype",schemaPath:"#/properties/filter/properties/carriertype/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.carriertype,data:data24};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern0.test(data24)){
const err52 = {instancePath:instancePath+"/filter/carriertype",schemaPath:"#/properties/filter/properties/carriertype/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.carriertype,data:data24};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/filter/carriertype",schemaPath:"#/properties/filter/properties/carriertype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.carriertype.type,parentSchema:schema11.properties.filter.properties.carriertype,data:data24};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data23.netcode_id !== undefined){
let data25 = data23.netcode_id;
if(typeof data25 === "string"){
if(data25.length > 100){
const err54 = {instancePath:instancePath+"/filter/netcode_id",schemaPath:"#/properties/filter/properties/netcode_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.netcode_id,data:data25};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!pattern0.test(data25)){
const err55 = {instancePath:instancePath+"/filter/netcode_id",schemaPath:"#/properties/filter/properties/netcode_id/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.netcode_id,data:data25};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/filter/netcode_id",schemaPath:"#/properties/filter/properties/netcode_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.netcode_id.type,parentSchema:schema11.properties.filter.properties.netcode_id,data:data25};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data23.copper_pairs !== undefined){
let data26 = data23.copper_pairs;
if(typeof data26 === "string"){
if(data26.length > 100){
const err57 = {instancePath:instancePath+"/filter/copper_pairs",schemaPath:"#/properties/filter/properties/copper_pairs/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.copper_pairs,data:data26};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!pattern0.test(data26)){
const err58 = {instancePath:instancePath+"/filter/copper_pairs",schemaPath:"#/properties/filter/properties/copper_pairs/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.copper_pairs,data:data26};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/filter/copper_pairs",schemaPath:"#/properties/filter/properties/copper_pairs/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.copper_pairs.type,parentSchema:schema11.properties.filter.properties.copper_pairs,data:data26};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data23.base_technology !== undefined){
let data27 = data23.base_technology;
if(typeof data27 === "string"){
if(data27.length > 100){
const err60 = {instancePath:instancePath+"/filter/base_technology",schemaPath:"#/properties/filter/properties/base_technology/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.base_technology,data:data27};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(!pattern0.test(data27)){
const err61 = {instancePath:instancePath+"/filter/base_technology",schemaPath:"#/properties/filter/properties/base_technology/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.base_technology,data:data27};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/filter/base_technology",schemaPath:"#/properties/filter/properties/base_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.base_technology.type,parentSchema:schema11.properties.filter.properties.base_technology,data:data27};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data23.network !== undefined){
let data28 = data23.network;
if(typeof data28 === "string"){
if(data28.length > 100){
const err63 = {instancePath:instancePath+"/filter/network",schemaPath:"#/properties/filter/properties/network/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.network,data:data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!pattern0.test(data28)){
const err64 = {instancePath:instancePath+"/filter/network",schemaPath:"#/properties/filter/properties/network/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.network,data:data28};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/filter/network",schemaPath:"#/properties/filter/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.network.type,parentSchema:schema11.properties.filter.properties.network,data:data28};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data23.nlstype !== undefined){
let data29 = data23.nlstype;
if(typeof data29 === "string"){
if(data29.length > 100){
const err66 = {instancePath:instancePath+"/filter/nlstype",schemaPath:"#/properties/filter/properties/nlstype/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.nlstype,data:data29};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!pattern0.test(data29)){
const err67 = {instancePath:instancePath+"/filter/nlstype",schemaPath:"#/properties/filter/properties/nlstype/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.nlstype,data:data29};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/filter/nlstype",schemaPath:"#/properties/filter/properties/nlstype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.nlstype.type,parentSchema:schema11.properties.filter.properties.nlstype,data:data29};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data23.data_technology !== undefined){
let data30 = data23.data_technology;
if(typeof data30 === "string"){
if(data30.length > 100){
const err69 = {instancePath:instancePath+"/filter/data_technology",schemaPath:"#/properties/filter/properties/data_technology/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.data_technology,data:data30};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!pattern0.test(data30)){
const err70 = {instancePath:instancePath+"/filter/data_technology",schemaPath:"#/properties/filter/properties/data_technology/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.data_technology,data:data30};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/filter/data_technology",schemaPath:"#/properties/filter/properties/data_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.data_technology.type,parentSchema:schema11.properties.filter.properties.data_technology,data:data30};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data23.maxnls !== undefined){
let data31 = data23.maxnls;
if(typeof data31 === "string"){
if(data31.length > 100){
const err72 = {instancePath:instancePath+"/filter/maxnls",schemaPath:"#/properties/filter/properties/maxnls/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.maxnls,data:data31};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!pattern0.test(data31)){
const err73 = {instancePath:instancePath+"/filter/maxnls",schemaPath:"#/properties/filter/properties/maxnls/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.maxnls,data:data31};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/filter/maxnls",schemaPath:"#/properties/filter/properties/maxnls/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.maxnls.type,parentSchema:schema11.properties.filter.properties.maxnls,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data23.test_label !== undefined){
let data32 = data23.test_label;
if(typeof data32 === "string"){
if(data32.length > 100){
const err75 = {instancePath:instancePath+"/filter/test_label",schemaPath:"#/properties/filter/properties/test_label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.test_label,data:data32};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern0.test(data32)){
const err76 = {instancePath:instancePath+"/filter/test_label",schemaPath:"#/properties/filter/properties/test_label/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.test_label,data:data32};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/filter/test_label",schemaPath:"#/properties/filter/properties/test_label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.test_label.type,parentSchema:schema11.properties.filter.properties.test_label,data:data32};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data23.product_id !== undefined){
let data33 = data23.product_id;
if(typeof data33 === "string"){
if(data33.length > 100){
const err78 = {instancePath:instancePath+"/filter/product_id",schemaPath:"#/properties/filter/properties/product_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.product_id,data:data33};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(!pattern0.test(data33)){
const err79 = {instancePath:instancePath+"/filter/product_id",schemaPath:"#/properties/filter/properties/product_id/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.product_id,data:data33};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/filter/product_id",schemaPath:"#/properties/filter/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.product_id.type,parentSchema:schema11.properties.filter.properties.product_id,data:data33};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data23.channel_type !== undefined){
let data34 = data23.channel_type;
if(typeof data34 === "string"){
if(data34.length > 100){
const err81 = {instancePath:instancePath+"/filter/channel_type",schemaPath:"#/properties/filter/properties/channel_type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.channel_type,data:data34};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(!pattern0.test(data34)){
const err82 = {instancePath:instancePath+"/filter/channel_type",schemaPath:"#/properties/filter/properties/channel_type/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.channel_type,data:data34};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/filter/channel_type",schemaPath:"#/properties/filter/properties/channel_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.channel_type.type,parentSchema:schema11.properties.filter.properties.channel_type,data:data34};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data23.distance !== undefined){
let data35 = data23.distance;
if(typeof data35 === "string"){
if(data35.length > 100){
const err84 = {instancePath:instancePath+"/filter/distance",schemaPath:"#/properties/filter/properties/distance/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.distance,data:data35};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!pattern0.test(data35)){
const err85 = {instancePath:instancePath+"/filter/distance",schemaPath:"#/properties/filter/properties/distance/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.distance,data:data35};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/filter/distance",schemaPath:"#/properties/filter/properties/distance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.distance.type,parentSchema:schema11.properties.filter.properties.distance,data:data35};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data23.supplier !== undefined){
let data36 = data23.supplier;
if(typeof data36 === "string"){
if(data36.length > 100){
const err87 = {instancePath:instancePath+"/filter/supplier",schemaPath:"#/properties/filter/properties/supplier/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.supplier,data:data36};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern0.test(data36)){
const err88 = {instancePath:instancePath+"/filter/supplier",schemaPath:"#/properties/filter/properties/supplier/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.supplier,data:data36};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/filter/supplier",schemaPath:"#/properties/filter/properties/supplier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.supplier.type,parentSchema:schema11.properties.filter.properties.supplier,data:data36};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data23.aggregated_data_technology !== undefined){
let data37 = data23.aggregated_data_technology;
if(typeof data37 === "string"){
if(data37.length > 100){
const err90 = {instancePath:instancePath+"/filter/aggregated_data_technology",schemaPath:"#/properties/filter/properties/aggregated_data_technology/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.aggregated_data_technology,data:data37};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!pattern0.test(data37)){
const err91 = {instancePath:instancePath+"/filter/aggregated_data_technology",schemaPath:"#/properties/filter/properties/aggregated_data_technology/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.aggregated_data_technology,data:data37};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/filter/aggregated_data_technology",schemaPath:"#/properties/filter/properties/aggregated_data_technology/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.aggregated_data_technology.type,parentSchema:schema11.properties.filter.properties.aggregated_data_technology,data:data37};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data23.area !== undefined){
let data38 = data23.area;
if(typeof data38 === "string"){
if(data38.length > 100){
const err93 = {instancePath:instancePath+"/filter/area",schemaPath:"#/properties/filter/properties/area/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.area,data:data38};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(!pattern0.test(data38)){
const err94 = {instancePath:instancePath+"/filter/area",schemaPath:"#/properties/filter/properties/area/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.area,data:data38};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/filter/area",schemaPath:"#/properties/filter/properties/area/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.area.type,parentSchema:schema11.properties.filter.properties.area,data:data38};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data23.name !== undefined){
let data39 = data23.name;
if(typeof data39 === "string"){
if(data39.length > 100){
const err96 = {instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.name,data:data39};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(!pattern0.test(data39)){
const err97 = {instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.name,data:data39};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.name.type,parentSchema:schema11.properties.filter.properties.name,data:data39};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data23.aggregated_carriertype !== undefined){
let data40 = data23.aggregated_carriertype;
if(typeof data40 === "string"){
if(data40.length > 100){
const err99 = {instancePath:instancePath+"/filter/aggregated_carriertype",schemaPath:"#/properties/filter/properties/aggregated_carriertype/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.aggregated_carriertype,data:data40};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!pattern0.test(data40)){
const err100 = {instancePath:instancePath+"/filter/aggregated_carriertype",schemaPath:"#/properties/filter/properties/aggregated_carriertype/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.aggregated_carriertype,data:data40};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/filter/aggregated_carriertype",schemaPath:"#/properties/filter/properties/aggregated_carriertype/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.aggregated_carriertype.type,parentSchema:schema11.properties.filter.properties.aggregated_carriertype,data:data40};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data23.download !== undefined){
let data41 = data23.download;
if(typeof data41 === "string"){
if(data41.length > 100){
const err102 = {instancePath:instancePath+"/filter/download",schemaPath:"#/properties/filter/properties/download/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.download,data:data41};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(!pattern0.test(data41)){
const err103 = {instancePath:instancePath+"/filter/download",schemaPath:"#/properties/filter/properties/download/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.download,data:data41};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/filter/download",schemaPath:"#/properties/filter/properties/download/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.download.type,parentSchema:schema11.properties.filter.properties.download,data:data41};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data23.upload !== undefined){
let data42 = data23.upload;
if(typeof data42 === "string"){
if(data42.length > 100){
const err105 = {instancePath:instancePath+"/filter/upload",schemaPath:"#/properties/filter/properties/upload/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.upload,data:data42};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(!pattern0.test(data42)){
const err106 = {instancePath:instancePath+"/filter/upload",schemaPath:"#/properties/filter/properties/upload/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.upload,data:data42};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/filter/upload",schemaPath:"#/properties/filter/properties/upload/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.upload.type,parentSchema:schema11.properties.filter.properties.upload,data:data42};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data23.invoice_description !== undefined){
let data43 = data23.invoice_description;
if(typeof data43 === "string"){
if(data43.length > 100){
const err108 = {instancePath:instancePath+"/filter/invoice_description",schemaPath:"#/properties/filter/properties/invoice_description/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.invoice_description,data:data43};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(!pattern0.test(data43)){
const err109 = {instancePath:instancePath+"/filter/invoice_description",schemaPath:"#/properties/filter/properties/invoice_description/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.invoice_description,data:data43};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/filter/invoice_description",schemaPath:"#/properties/filter/properties/invoice_description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.invoice_description.type,parentSchema:schema11.properties.filter.properties.invoice_description,data:data43};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data23.network_match !== undefined){
let data44 = data23.network_match;
if(typeof data44 === "string"){
if(data44.length > 100){
const err111 = {instancePath:instancePath+"/filter/network_match",schemaPath:"#/properties/filter/properties/network_match/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.filter.properties.network_match,data:data44};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(!pattern0.test(data44)){
const err112 = {instancePath:instancePath+"/filter/network_match",schemaPath:"#/properties/filter/properties/network_match/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000]*$"},message:"must match pattern \""+"^[^\\u0000]*$"+"\"",schema:"^[^\\u0000]*$",parentSchema:schema11.properties.filter.properties.network_match,data:data44};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/filter/network_match",schemaPath:"#/properties/filter/properties/network_match/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.filter.properties.network_match.type,parentSchema:schema11.properties.filter.properties.network_match,data:data44};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.filter.type,parentSchema:schema11.properties.filter,data:data23};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validators = exports;
