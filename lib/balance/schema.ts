/** The balance report's schema lives with the other published schemas in lib/model; the studio's balance screens import it from here. */
export * from "@/lib/model/balance-report";
