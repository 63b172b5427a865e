import { legalRoute } from "../legal-route";

export const revalidate = 3600;

const route = legalRoute("privacy_policy");
export const generateMetadata = route.generateMetadata;
export default route.Page;
