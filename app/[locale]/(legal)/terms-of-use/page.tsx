import { legalRoute } from "../legal-route";

export const revalidate = 3600;

const route = legalRoute("terms_of_use");
export const generateMetadata = route.generateMetadata;
export default route.Page;
