// Entry for `@paperlight/ui-kit/reset.css`: the build keeps only the CSS of this module.
import './reset.css';
